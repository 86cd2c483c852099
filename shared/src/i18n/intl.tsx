/**
 * The components' half of ./format.ts: the page's language as React context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { IntlContext, IntlProvider, type IntlShape } from 'react-intl';
import { intlFor, type PageLanguage } from './format';
import { SOURCE_LOCALE, type Catalog, type Locale } from './locales';

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

/** `children` in the page's language; as written (the source language) where none is given. */
export function InLanguage({ language, children }: { language: PageLanguage | undefined; children: ReactNode }) {
  if (!language) return children;
  return (
    <LocaleProvider locale={language.locale} messages={language.messages}>
      {children}
    </LocaleProvider>
  );
}
