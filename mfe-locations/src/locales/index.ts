import type { Catalogs, Locale } from 'shared/locales';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** The messages the locations remote declares (its pages, their clock), in every language. */
export const catalogs: Catalogs = { en, fr, es };

/**
 * The languages the locations remote publishes its pages in (its seo file for each: shared/tooling/route-seo.ts):
 * a page is published in a language once every word of it is translated.
 */
export const publishedLocales: readonly Locale[] = ['en', 'fr', 'es'];
