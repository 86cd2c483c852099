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

/**
 * `translate="no"` for an element that holds only a name (an item's, a house's, a person's, a
 * domain) on a page in another language than English, so neither a translation tool nor the
 * pages' check (tooling/i18n/pages.test.ts) takes it for words; none on an English page, whose HTML
 * stays as it was. Only ever for names.
 */
export const nameMark = (locale: string): 'no' | undefined => (locale === SOURCE_LOCALE ? undefined : 'no');

/** `nameMark` for the page's language. */
export const useNameMark = (): 'no' | undefined => nameMark(useLocale());

/** A name standing among other words, marked as a name on a translated page (`nameMark`); as it always was on an English page. */
export function Name({ children }: { children: ReactNode }) {
  const mark = useNameMark();
  return mark ? <span translate={mark}>{children}</span> : children;
}

/**
 * `lang="en"` for what stays in English on purpose on a page in another language (a press article,
 * its title on a card); none on an English page.
 */
export const englishMark = (locale: string): 'en' | undefined => (locale === SOURCE_LOCALE ? undefined : 'en');

/** `englishMark` for the page's language. */
export const useEnglishMark = (): 'en' | undefined => englishMark(useLocale());

/**
 * A value a message places among its words, as a text of its own (`intl.formatMessage(message,
 * { phone: apart(brand.phone.display) })`): the words around it and it are then separate text, as
 * the JSX the message replaced wrote them ("Call <!-- -->+1 …"), so an English page's HTML stays
 * byte for byte what it was.
 */
export const apart = (value: ReactNode): ReactNode => <>{value}</>;

/** `apart` for each of a message's values. */
export const apartEach = (values: Readonly<Record<string, ReactNode>>): Record<string, ReactNode> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, apart(value)]));
