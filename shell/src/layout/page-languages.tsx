import { createContext, useContext } from 'react';
import { localizedPath, SOURCE_LOCALE, type Locale } from 'shared';

/** The languages the page is published in, and where it is: what the switcher and the offer link to. */
export interface PageLanguages {
  locale: Locale;
  /** Every language the page is published in, its own among them; one alone means no switcher. */
  alternates: readonly Locale[];
  /** The page's path in the source language (`/skin`) and its query (`?category=skin`, or ''). */
  path: string;
  query: string;
}

export const PageLanguagesContext = createContext<PageLanguages>({ locale: SOURCE_LOCALE, alternates: [SOURCE_LOCALE], path: '/', query: '' });

export const usePageLanguages = (): PageLanguages => useContext(PageLanguagesContext);

/** The page in `locale`, with the same query. */
export const pageIn = ({ path, query }: PageLanguages, locale: Locale): string => `${localizedPath(path, locale)}${query}`;

/** A language's own name for itself, as a switcher shows it: "English", "Français", "Español". */
export function nativeName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
