/**
 * The site's words in the visitor's language, through FormatJS (react-intl): ICU messages, plurals
 * and `Intl` formatting, the same in Node at build time, in the shell's server and in an island.
 * With ./intl.tsx, the one place that imports react-intl (ESLint forbids it anywhere else in app
 * code), so every app shares the one instance `shared` is. This half has no component, so code
 * that is not React (a build script, a route's head) can use it.
 *
 * Each workspace declares its messages beside its code (`defineMessages`, with an id under its own
 * name and its English as `defaultMessage`), and keeps their translations in `src/locales/{fr,es}.json`;
 * `npm run i18n:extract` writes `src/locales/en.json` from the code (docs/i18n.md).
 */
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from 'react-intl';
import { SOURCE_LOCALE, type Catalog, type Catalogs, type Locale } from './locales';

export type { MessageDescriptor, IntlShape } from 'react-intl';

/**
 * A workspace's messages, each with its id and English (`defaultMessage`): what FormatJS's
 * extraction reads (it finds the call by its name). Their arguments are ICU's to check (`npm run
 * i18n:extract`, and the catalogs' test), not the type checker's.
 */
export const defineMessages = <Key extends string>(messages: Record<Key, MessageDescriptor>): Record<Key, MessageDescriptor> => messages;

const cache = createIntlCache();

/**
 * The formatter for `locale` with `messages`, for code that is not a component (a route's head, its
 * search document). English needs no messages: its words are the code's own.
 */
export function intlFor(locale: Locale, messages: Catalog = {}): IntlShape {
  return createIntl({ locale, defaultLocale: SOURCE_LOCALE, messages }, cache);
}

/**
 * A price in US dollars as the page's language writes it: `$78` in English, `78 $US` in French,
 * `78 US$` in Spanish (CLDR's forms, the same in Node, the browsers and Deno); cents only where there are some.
 */
export const formatUsd = (intl: IntlShape, amount: number): string =>
  intl.formatNumber(amount, { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });

/** A page's language, and the merged messages of every workspace its parts come from. */
export interface PageLanguage {
  locale: Locale;
  messages: Catalog;
}

/**
 * A workspace's messages in one language, fetched when a page in that language needs them (an
 * island's, in the browser): from `import.meta.glob('./locales/*.json', { import: 'default' })`.
 */
export type CatalogLoader = (locale: Locale) => Promise<Catalog>;

/** The loader of the catalogs a glob found, by file name (`./locales/fr.json`); none for a language it has no file for. */
export const catalogFiles =
  (files: Readonly<Record<string, () => Promise<Catalog>>>): CatalogLoader =>
  async (locale) =>
    (await Object.entries(files).find(([path]) => path.endsWith(`/${locale}.json`))?.[1]()) ?? {};

/** Each workspace's catalogs for `locale`, merged (ids are under each workspace's name, so none collide). */
export const messagesOf = (locale: Locale, ...catalogs: readonly Catalogs[]): Catalog => Object.assign({}, ...catalogs.map((catalog) => catalog[locale]));
