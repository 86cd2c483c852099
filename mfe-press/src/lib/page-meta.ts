import { brand, breadcrumbJsonLd, type PageMeta, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import type { PressArticle } from '../data/article-types';
import type { LegalDocument } from '../data/legal/types';
import { articleJsonLd } from './structured-data';

/** The press remote's page metadata, declared by the pages and published by src/seo.ts: one source for both. */

export const pressMeta: PageMeta = {
  title: 'Press',
  description: `News, essays and announcements from ${brand.name}: our nine houses, melanin-rich beauty, the lip gloss economy, and the four beauty domains offered as one digital asset package.`,
  keywords: ['Noirelle press', 'beauty industry news', 'melanin-rich beauty', 'beauty domain names', 'digital asset package'],
  canonicalPath: '/press',
  jsonLd: [
    topLevelBreadcrumb('Press', '/press'),
  ],
};

export function articleMeta(article: PressArticle): PageMeta {
  const cover = art[article.cover_image];
  const social = art[article.social_preview.image];
  return {
    // Spec: the page title is the article's meta title.
    title: article.meta_title,
    description: article.meta_description,
    keywords: article.structured_keywords,
    canonicalPath: `/press/${article.slug}`,
    type: 'article',
    image: { url: social.src, width: social.width, height: social.height, alt: article.social_preview.alt },
    jsonLd: [
      articleJsonLd(article, cover.src),
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Press', path: '/press' },
        { name: article.title, path: `/press/${article.slug}` },
      ]),
    ],
  };
}

export function legalMeta(document: LegalDocument, path: string, description: string): PageMeta {
  return {
    title: document.title,
    description,
    canonicalPath: path,
    jsonLd: [
      topLevelBreadcrumb(document.title, path),
    ],
  };
}
