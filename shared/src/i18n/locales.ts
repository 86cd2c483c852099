/**
 * The site's languages. English is the source: its pages stay at today's addresses and its words are
 * the ones written in the code. French and Spanish pages live under `/fr/…` and `/es/…`, with the
 * same path after the prefix. The language comes from the path only, never from a request header or
 * a cookie, so a page's HTML is the same for every visitor and every crawler.
 */
export const LOCALES = ['en', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** A workspace's messages in one language, by id: what its `src/locales/<locale>.json` holds. */
export type Catalog = Readonly<Record<string, string>>;
/** A workspace's messages in every language. */
export type Catalogs = Readonly<Record<Locale, Catalog>>;

/** The language the code is written in, and the one a page without a prefix is in. */
export const SOURCE_LOCALE = 'en' satisfies Locale;

/** The languages the source is translated into. */
export type TranslatedLocale = Exclude<Locale, typeof SOURCE_LOCALE>;

export const isLocale = (value: string | null | undefined): value is Locale => (LOCALES as readonly string[]).includes(value ?? '');

/** `/fr/skin` → fr and `/skin`; `/es` → es and `/`; any other path is English as it is. */
export function localeOfPath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  if (!match || !isLocale(match[1]) || match[1] === SOURCE_LOCALE) return { locale: SOURCE_LOCALE, path };
  return { locale: match[1], path: match[2] || '/' };
}

/** A site path (`/skin`, `/`, `/search?q=x`) in `locale`: `/fr/skin`, `/fr`, `/fr/search?q=x`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** What a router of a page in `locale` strips from its paths (`/fr`); none for the source language. */
export const basenameOf = (locale: Locale): string | undefined => (locale === SOURCE_LOCALE ? undefined : `/${locale}`);
