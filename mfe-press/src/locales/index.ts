import type { Catalogs, Locale } from 'shared/locales';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** The messages the press declares (its pages, its island), in every language. */
export const catalogs: Catalogs = { en, fr, es };

/**
 * The languages the press publishes its pages in (its seo file for each: shared/tooling/route-seo.ts).
 * A page is published in a language once every word of it is translated; its articles stay in English.
 */
export const publishedLocales: readonly Locale[] = ['en', 'fr', 'es'];
