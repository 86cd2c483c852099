/**
 * The site's words in the visitor's language, through FormatJS (react-intl): ICU messages, plurals
 * and `Intl` formatting, the same in Node at build time, in the shell's server and in an island.
 * The one place that imports react-intl (ESLint forbids it anywhere else in app code), so every app
 * shares the one instance `shared` is, and only the parts named here are built.
 *
 * Each workspace declares its messages beside its code (`defineMessages`, with an id under its own
 * name and its English as `defaultMessage`), and keeps their translations in `src/locales/{fr,es}.json`;
 * `npm run i18n:extract` writes `src/locales/en.json` from the code (docs/i18n.md).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { createIntl, createIntlCache, IntlContext, IntlProvider, type IntlShape, type MessageDescriptor } from 'react-intl';
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

const sourceIntl = intlFor(SOURCE_LOCALE);

/**
 * The formatter of the page's language: the nearest `LocaleProvider`'s, or the source language's
 * where there is none (an English page, a unit test), whose words are the code's own.
 */
export function useIntl(): IntlShape {
  return useContext(IntlContext) ?? sourceIntl;
}

const LocaleContext = createContext<Locale>(SOURCE_LOCALE);

/** The page's language, for what formats by hand (a link's prefix). */
export const useLocale = (): Locale => useContext(LocaleContext);

/** Renders `children` in `locale`, with the messages of every workspace they come from, merged. */
export function LocaleProvider({ locale, messages, children }: { locale: Locale; messages: Catalog; children: ReactNode }) {
  return (
    <LocaleContext value={locale}>
      <IntlProvider locale={locale} defaultLocale={SOURCE_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

/** Each workspace's catalogs for `locale`, merged (ids are under each workspace's name, so none collide). */
export const messagesOf = (locale: Locale, ...catalogs: readonly Catalogs[]): Catalog => Object.assign({}, ...catalogs.map((catalog) => catalog[locale]));
