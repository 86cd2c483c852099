import { SOURCE_LOCALE, useLocale, type Locale } from 'shared';

/**
 * What stays in English on a page in another language (a press article's title, summary and body):
 * `lang="en"` there, nothing on an English page, whose HTML stays as it was.
 */
export const englishIn = (locale: Locale): 'en' | undefined => (locale === SOURCE_LOCALE ? undefined : 'en');

/** `englishIn` for the page's language. */
export const useEnglishMark = () => englishIn(useLocale());

/**
 * A name standing alone (a byline, a domain): `translate="no"` on a page in another language, so no
 * translation tool turns it into words; nothing on an English page, whose HTML stays as it was.
 */
export const useNameMark = (): 'no' | undefined => (useLocale() === SOURCE_LOCALE ? undefined : 'no');
