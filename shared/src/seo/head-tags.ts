import { brand } from '../brand';
import { localizedPath, SOURCE_LOCALE, type Locale } from '../i18n/locales';
import { intlFor } from '../i18n/format';
import { sharedCatalogs } from '../locales';
import { HOME_CRUMB } from './json-ld';
import { absoluteUrl, canonicalUrl, defaultRobots, defaultSharingImage, documentTitle } from './defaults';
import type { JsonLd, PageMeta } from './types';
import { PAGE_META_ATTRIBUTE } from '../page-protocol';

/** What a page's metadata becomes in the head, once, for the browser (the shell) and the build (route HTML). */
export interface HeadTags {
  title: string;
  canonical: string;
  /** `<link rel="alternate" hreflang=… href=…>` pairs: each language the page is published in, and `x-default`. */
  alternates: readonly (readonly [string, string])[];
  /** `<meta name=… content=…>` pairs. */
  names: readonly (readonly [string, string])[];
  /** `<meta property=… content=…>` pairs (Open Graph). */
  properties: readonly (readonly [string, string])[];
  /** Each JSON-LD block serialised for a `<script type="application/ld+json">`, safe to inline. */
  jsonLd: readonly string[];
}

/** Open Graph's name of each language's audience. */
const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES' };

/** Each version of a page published in several languages, and the English as the default, or none. */
function alternateLinks(meta: PageMeta): [string, string][] {
  const published = meta.alternates ?? [];
  if (published.length < 2) return [];
  const url = (locale: Locale) => canonicalUrl(localizedPath(meta.canonicalPath, locale));
  return [...published.map((locale): [string, string] => [locale, url(locale)]), ...(published.includes(SOURCE_LOCALE) ? [['x-default', url(SOURCE_LOCALE)] as [string, string]] : [])];
}

/** The kinds of block that describe the page itself (schema.org's CreativeWorks the site publishes): they say its language. */
const PAGE_KINDS = new Set(['WebPage', 'WebSite', 'FAQPage', 'HowTo', 'CollectionPage', 'AboutPage', 'ContactPage', 'ItemPage', 'SearchResultsPage']);

/**
 * The page's blocks, each describing the page in its language (`inLanguage`); a page none of whose
 * blocks describes it gets a WebPage that does. A block that says its own language (a press
 * article, in English on every page) keeps it.
 */
function withLanguage(blocks: readonly JsonLd[], { title, description, canonical, locale }: { title: string; description: string; canonical: string; locale: Locale }): JsonLd[] {
  const kindOf = (block: JsonLd) => String((block as { '@type'?: unknown })['@type']);
  const described = blocks.map((block) => (PAGE_KINDS.has(kindOf(block)) && !('inLanguage' in block) ? ({ ...block, inLanguage: locale } as JsonLd) : block));
  if (blocks.some((block) => PAGE_KINDS.has(kindOf(block)))) return described;
  return [...described, { '@type': 'WebPage', '@id': canonical, name: title, description, url: canonical, inLanguage: locale }];
}

/** A page of the site's own (no file extension, no fragment or query: not a picture, not an identifier). */
const SITE_PAGE = new RegExp(`^${brand.siteUrl.replace(/[.]/g, '\\.')}(/[^.#?]*)?$`);

/**
 * The page's blocks as a page in another language publishes them: each address of one of the site's
 * pages in that language (a breadcrumb's steps, a how-to's page), and its trail's first step, home,
 * named in it. An identifier (`…/#organization`), a picture and a search template stay as they are.
 */
function inPageLanguage(blocks: readonly JsonLd[], locale: Locale): JsonLd[] {
  if (locale === SOURCE_LOCALE) return [...blocks];
  const home = intlFor(locale, sharedCatalogs[locale]).formatMessage(HOME_CRUMB);
  // The reviver goes leaves first: the step's address is already the home page in `locale`.
  const homeUrl = canonicalUrl(localizedPath('/', locale));
  return JSON.parse(JSON.stringify(blocks), (_key, value: unknown) => {
    if (typeof value === 'string') {
      const page = SITE_PAGE.exec(value);
      return page ? canonicalUrl(localizedPath(page[1] || '/', locale)) : value;
    }
    const item = value as { '@type'?: unknown; item?: unknown; name?: unknown } | null;
    return item?.['@type'] === 'ListItem' && item.item === homeUrl && item.name === HOME_CRUMB.defaultMessage ? { ...item, name: home } : value;
  }) as JsonLd[];
}

export function headTags(meta: PageMeta): HeadTags {
  const title = documentTitle(meta.title);
  const locale = meta.locale ?? SOURCE_LOCALE;
  const canonical = canonicalUrl(localizedPath(meta.canonicalPath, locale));
  const image = meta.image ?? defaultSharingImage;
  const imageUrl = absoluteUrl(image.url);
  return {
    title,
    canonical,
    alternates: alternateLinks(meta),
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
      ['og:locale', OG_LOCALES[locale]],
      ...(meta.alternates ?? []).filter((other) => other !== locale).map((other): [string, string] => ['og:locale:alternate', OG_LOCALES[other]]),
    ],
    // `<` is escaped so a string in the data can never close the script element.
    jsonLd: withLanguage(inPageLanguage(meta.jsonLd ?? [], locale), { title, description: meta.description, canonical, locale }).map((block) => JSON.stringify({ '@context': 'https://schema.org', ...block }).replace(/</g, '\\u003c')),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');


/** The same tags as HTML, for the build's per-route files. */
export function headTagsHtml(meta: PageMeta): string {
  const tags = headTags(meta);
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`,
    ...tags.alternates.map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`),
    ...tags.names.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`),
    ...tags.properties.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    ...tags.jsonLd.map((block) => `<script type="application/ld+json" ${PAGE_META_ATTRIBUTE}>${block}</script>`),
  ].join('\n    ');
}

export { escapeHtml };
