import type { PressArticle } from '../article-types';
import { article as domainPackage } from './four-beauty-domains-one-digital-asset-package';
import { article as globalFamily } from './celebrating-our-global-noirelle-beauty-family';
import { article as everyShade } from './beauty-for-every-shade';
import { article as lipGlossEconomy } from './the-lip-gloss-economy';

/** Spec (section 3, Press article): the four bundled articles, ids 1 to 4. */
export const articles: readonly PressArticle[] = [globalFamily, domainPackage, lipGlossEconomy, everyShade].sort((a, b) => a.id - b.id);
