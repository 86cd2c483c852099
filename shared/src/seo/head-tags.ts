import { brand } from '../brand';
import { absoluteUrl, canonicalUrl, defaultRobots, defaultSharingImage, documentTitle } from './defaults';
import type { PageMeta } from './types';
import { PAGE_META_ATTRIBUTE } from '../page-protocol';

/** What a page's metadata becomes in the head, once, for the browser (the shell) and the build (route HTML). */
export interface HeadTags {
  title: string;
  canonical: string;
  /** `<meta name=… content=…>` pairs. */
  names: readonly (readonly [string, string])[];
  /** `<meta property=… content=…>` pairs (Open Graph). */
  properties: readonly (readonly [string, string])[];
  /** Each JSON-LD block serialised for a `<script type="application/ld+json">`, safe to inline. */
  jsonLd: readonly string[];
}

export function headTags(meta: PageMeta): HeadTags {
  const title = documentTitle(meta.title);
  const canonical = canonicalUrl(meta.canonicalPath);
  const image = meta.image ?? defaultSharingImage;
  const imageUrl = absoluteUrl(image.url);
  return {
    title,
    canonical,
    names: [
      ['description', meta.description],
      ['keywords', (meta.keywords ?? []).join(', ')],
      ['robots', meta.robots ?? defaultRobots],
      ['theme-color', brand.themeColor],
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', title],
      ['twitter:description', meta.description],
      ['twitter:image', imageUrl],
      ['twitter:image:alt', image.alt],
    ],
    properties: [
      ['og:site_name', brand.name],
      ['og:type', meta.type ?? 'website'],
      ['og:title', title],
      ['og:description', meta.description],
      ['og:url', canonical],
      ['og:image', imageUrl],
      ['og:image:width', String(image.width)],
      ['og:image:height', String(image.height)],
      ['og:image:alt', image.alt],
      ['og:locale', 'en_US'],
    ],
    // `<` is escaped so a string in the data can never close the script element.
    jsonLd: (meta.jsonLd ?? []).map((block) => JSON.stringify({ '@context': 'https://schema.org', ...block }).replace(/</g, '\\u003c')),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');


/** The same tags as HTML, for the build's per-route files. */
export function headTagsHtml(meta: PageMeta): string {
  const tags = headTags(meta);
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`,
    ...tags.names.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`),
    ...tags.properties.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    ...tags.jsonLd.map((block) => `<script type="application/ld+json" ${PAGE_META_ATTRIBUTE}>${block}</script>`),
  ].join('\n    ');
}

export { escapeHtml };
