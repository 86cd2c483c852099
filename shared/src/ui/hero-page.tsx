import type { ComponentProps } from 'react';
import type { PageMeta } from '../seo/types';
import { PageHero } from './page-hero';
import { usePageMeta } from './use-page-meta';

interface HeroPageProps extends ComponentProps<typeof PageHero> {
  meta: PageMeta;
}

/** A page that declares its metadata and opens with its hero; its sections follow as children of the page. */
export function HeroPage({ meta, ...hero }: HeroPageProps) {
  usePageMeta(meta);
  return <PageHero {...hero} />;
}
