import type { ArtId } from '../art/generated/manifest';

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  author: string;
  /** yyyy-mm-dd */
  date_published: string;
  reading_time: string;
  tags: readonly string[];
  /** The article's editorial cover (art/ART.md; mfe-press/art.config.ts). */
  cover: ArtId;
}

/** The four bundled articles (their full text arrives with issue 7). */
export const articles: readonly ArticleSummary[] = [
  {
    id: 1,
    slug: 'celebrating-our-global-noirelle-beauty-family',
    title: 'Celebrating Our Global Noirelle Beauty Family',
    subtitle: 'Nine cities, three languages, one standard of care for melanin-rich beauty.',
    author: 'Noirelle Editorial',
    date_published: '2025-03-10',
    reading_time: '8 min read',
    tags: ['Community', 'Locations', 'Luxury'],
    cover: 'cover-global',
  },
  {
    id: 2,
    slug: 'four-beauty-domains-one-digital-asset-package',
    title: 'Four Beauty Domains, One Digital Asset Package',
    subtitle: 'noirelle.beauty, .skin, .hair and .makeup are offered together to a serious buyer.',
    author: 'Noirelle Editorial',
    date_published: '2025-03-18',
    reading_time: '6 min read',
    tags: ['Digital Assets', 'Domains', 'Investment'],
    cover: 'cover-domains',
  },
  {
    id: 3,
    slug: 'the-lip-gloss-economy',
    title: 'The Lip Gloss Economy',
    subtitle: 'Why small luxuries keep growing when budgets tighten, and what it means for beauty brands.',
    author: 'Noirelle Editorial',
    date_published: '2025-02-26',
    reading_time: '7 min read',
    tags: ['Industry', 'Luxury', 'Makeup'],
    cover: 'cover-gloss',
  },
  {
    id: 4,
    slug: 'beauty-for-every-shade',
    title: 'Beauty for Every Shade',
    subtitle: 'Inclusivity is not a shade range: it is formulation, testing and who is in the room.',
    author: 'Noirelle Editorial',
    date_published: '2025-02-12',
    reading_time: '5 min read',
    tags: ['Community', 'Inclusivity', 'Skin'],
    cover: 'cover-shades',
  },
];
