import { SOURCE_LOCALE, type Locale, type TranslatedLocale } from 'shared';
import { art } from '../art/generated/manifest';
import type { BookingCopy, SearchKeywords } from './copy/types';
import { es } from './copy/es';
import { fr } from './copy/fr';
import { addOns, experiences, type AddOn, type Experience } from './experiences';
import { howItWorks } from './how-it-works';
import { immersionChapters, immersionCta, immersionEnhancements, immersionFacts, immersionHero, immersionIntro, type ImmersionChapter } from './immersion';

/**
 * The remote's data in the page's language: the English data as it is, or the same items with the
 * translated copy of ./copy laid over them (names, ids, prices and pictures stay the English data's).
 */
const translated: Readonly<Record<TranslatedLocale, BookingCopy>> = { fr, es };

export const experiencesIn = (locale: Locale): readonly Experience[] =>
  locale === SOURCE_LOCALE ? experiences : experiences.map((experience) => ({ ...experience, ...translated[locale].experiences[experience.id] }));

export const addOnsIn = (locale: Locale): readonly AddOn[] =>
  locale === SOURCE_LOCALE ? addOns : addOns.map((addOn) => ({ ...addOn, ...translated[locale].addOns[addOn.id] }));

export const howItWorksIn = (locale: Locale): readonly { name: string; text: string }[] => (locale === SOURCE_LOCALE ? howItWorks : translated[locale].howItWorks);

export const bookingKeywordsIn = (locale: Locale): readonly string[] | undefined => (locale === SOURCE_LOCALE ? undefined : translated[locale].bookingKeywords);

/** Site search's keywords in `locale`; undefined in English (src/search-documents.ts keeps its own). */
export const searchKeywordsIn = (locale: Locale): SearchKeywords | undefined => (locale === SOURCE_LOCALE ? undefined : translated[locale].searchKeywords);

/** A chapter with the description of its picture in the page's language. */
export type LocalizedChapter = ImmersionChapter & { alt: string };

/** The Immersion's copy in `locale`; `keywords` is undefined in English (its head keeps its own). */
export function immersionIn(locale: Locale) {
  if (locale === SOURCE_LOCALE)
    return {
      hero: immersionHero,
      intro: immersionIntro,
      chapters: immersionChapters.map((chapter): LocalizedChapter => ({ ...chapter, alt: art[`chapter-${chapter.id}`].alt })),
      enhancements: immersionEnhancements,
      facts: immersionFacts,
      cta: immersionCta,
      keywords: undefined,
    };
  const copy = translated[locale].immersion;
  return {
    hero: copy.hero,
    intro: copy.intro,
    chapters: immersionChapters.map((chapter): LocalizedChapter => ({ ...chapter, ...copy.chapters[chapter.id] })),
    enhancements: immersionEnhancements.map((enhancement) => ({ ...enhancement, ...copy.enhancements[enhancement.id] })),
    facts: copy.facts,
    cta: copy.cta,
    keywords: copy.keywords,
  };
}
