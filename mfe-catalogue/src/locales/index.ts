import type { Catalogs, Locale } from 'shared/locales';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';

/** The messages the catalogue declares (its pages, its fragment, its islands), in every language. */
export const catalogs: Catalogs = { en, fr, es };

/**
 * The languages the catalogue publishes its pages in (its seo file for each: shared/tooling/route-seo.ts).
 * A page is published in a language once every word of it is translated.
 */
export const publishedLocales: readonly Locale[] = ['en', 'fr', 'es'];
