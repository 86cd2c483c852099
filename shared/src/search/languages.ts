/**
 * Site search in each of the site's languages: the Snowball stemmer of French and of Spanish
 * (`@orama/stemmers`) and their stop words (`@orama/stopwords`), beside the engine's own English
 * (./engine.ts, which imports none of them, so the advisor's functions run it on Deno as it is).
 */
import { stemmer as stemFrench } from '@orama/stemmers/french';
import { stemmer as stemSpanish } from '@orama/stemmers/spanish';
import { stopwords as frenchStopWords } from '@orama/stopwords/french';
import { stopwords as spanishStopWords } from '@orama/stopwords/spanish';
import type { Locale } from '../i18n/locales';
import { ENGLISH, type SearchLanguage } from './engine';

/** Folded as the engine folds a word: lower case, no accents (`lèvres` is `levres`). */
const folded = (words: readonly string[]) => new Set(words.map((word) => word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()).filter(Boolean));

/**
 * Words the Spanish list counts as saying nothing that a visitor of a beauty house means: how long
 * ("horas", "largo"), when ("días", "tiempo") and the country of a house.
 */
const SPANISH_CONTENT_WORDS = folded(['hora', 'horas', 'dia', 'dias', 'día', 'días', 'tiempo', 'largo', 'final', 'valor', 'trabajo', 'pais', 'país', 'paìs', 'general']);

const spanishStops = [...folded(spanishStopWords)].filter((word) => !SPANISH_CONTENT_WORDS.has(word));

/** The stemmers are Snowball's, which read a word as written; the engine gives them its folded form, the same for the copy and the query. */
export const SEARCH_LANGUAGES: Readonly<Record<Locale, SearchLanguage>> = {
  en: ENGLISH,
  fr: { stem: stemFrench, stopWords: folded(frenchStopWords) },
  es: { stem: stemSpanish, stopWords: new Set(spanishStops) },
};
