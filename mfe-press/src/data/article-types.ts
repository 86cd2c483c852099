import type { ArtId } from '../art/generated/manifest';

/** A statistic an article cites: the value as printed, what it measures, and where it comes from. */
export interface ArticleStatistic {
  value: string;
  description: string;
  /** Organisation, report and year, e.g. 'McKinsey & Company, "Black representation in the beauty industry", 2022'. */
  source?: string;
}

export interface ArticleSection {
  title: string;
  /**
   * HTML, sanitised before it is rendered (lib/sanitize.ts). Only p, h3, ul, ol, li, strong, em,
   * blockquote and a; links are site paths (/local/{slug}, /booking, /about, ...) or https URLs.
   */
  content: string;
}

export interface ArticleQuote {
  text: string;
  author: string;
}

/** How the page sets off the article's asset call-out (the domain-package note). */
export type AssetCalloutStyle = 'gold-banner' | 'quiet-note' | 'boxed-ledger';

/**
 * Spec (section 3, Press article): every field of the entity, snake_case as the spec names them.
 * Pictures are ids of the press remote's art (mfe-press/art.config.ts).
 */
export interface PressArticle {
  id: 1 | 2 | 3 | 4;
  slug: string;
  title: string;
  subtitle: string;
  author: string;
  /** yyyy-mm-dd */
  date_published: string;
  /** e.g. '8 min read' */
  reading_time: string;
  tags: readonly string[];
  meta_title: string;
  meta_description: string;
  /** Absolute, on https://noirelle.beauty/press/{slug}. */
  canonical_url: string;
  structured_keywords: readonly string[];
  social_preview: { image: ArtId; alt: string };
  thumbnail_image: ArtId;
  thumbnail_alt: string;
  cover_image: ArtId;
  cover_alt: string;
  featured_image: ArtId;
  intro_paragraph: string;
  sections: readonly ArticleSection[];
  statistics: readonly ArticleStatistic[];
  key_takeaway: string;
  /** The article's own call to action (spec: labelled Inquire Now on the page). */
  cta: { text: string; link: string };
  quotes?: readonly ArticleQuote[];
  /** Domain names, e.g. 'noirelle.skin'. */
  featured_domains: readonly string[];
  /** Slugs of other articles. */
  related_blogs: readonly string[];
  excerpt: string;
  // Optional marketing fields (spec).
  cultural_trend_reference?: string;
  brand_reference?: string;
  market_insight?: string;
  luxury_angle?: string;
  highlighted_comment?: string;
  asset_callout_style?: AssetCalloutStyle;
  scarcity_trigger?: string;
  luxury_buyer_trigger?: string;
  /** `{product}_positioning_reference` in the spec: one per product the article positions, e.g. `lip_gloss_positioning_reference`. */
  [positioning: `${string}_positioning_reference`]: string | undefined;
}
