import { HOME_CRUMB, type Crumb, type IntlShape } from 'shared';
import type { PressArticle } from '../data/article-types';
import { pressMessages } from './messages';

/**
 * The press's trails, in the language of `intl`, at their English paths (the page's head and its
 * router put them under the page's prefix): the page shows them, its structured data repeats them.
 */
export const pressCrumbs = (intl: IntlShape): Crumb[] => [
  { name: intl.formatMessage(HOME_CRUMB), path: '/' },
  { name: intl.formatMessage(pressMessages.press), path: '/press' },
];

/** Home › Press › the article's title (English on every page). */
export const articleCrumbs = (article: Pick<PressArticle, 'slug' | 'title'>, intl: IntlShape): Crumb[] => [...pressCrumbs(intl), { name: article.title, path: `/press/${article.slug}` }];
