import type { AddOn, Experience } from '../experiences';
import type { howItWorks } from '../how-it-works';
import type { ChapterId, ImmersionChapter, ImmersionCta, ImmersionEnhancement, ImmersionHero, ImmersionIntro } from '../immersion';

/** As many steps as `Steps` has (a tuple mapped stays a tuple of the same length). */
type StepsLike<Steps> = { readonly [Index in keyof Steps]: { name: string; text: string } };

/**
 * What a visitor types to find the remote's documents in site search, beside the words of their
 * copy. The names stay English, so in another language these also say what a name says.
 */
export interface SearchKeywords {
  /** Each experience's kind, ahead of `experiences`. */
  categories: Readonly<Record<Experience['category'], string>>;
  experiences: string;
  addOns: string;
  immersion: string;
}

/**
 * The booking remote's long copy in one language, derived from the English data beside it: every
 * text a visitor reads, by the id of what it describes. Names (the experiences', the add-ons', the
 * house's) are not here: a name is a name in every language.
 */
export interface BookingCopy {
  experiences: Readonly<Record<Experience['id'], Pick<Experience, 'duration' | 'description' | 'benefits'>>>;
  addOns: Readonly<Record<AddOn['id'], Pick<AddOn, 'description'>>>;
  /** The four steps of /booking's intro and its HowTo, in order: one for each of the English data's. */
  howItWorks: StepsLike<typeof howItWorks>;
  /** /booking's head keywords. */
  bookingKeywords: readonly string[];
  searchKeywords: SearchKeywords;
  immersion: {
    hero: ImmersionHero;
    intro: ImmersionIntro;
    chapters: Readonly<Record<ChapterId, Omit<ImmersionChapter, 'id'> & { alt: string }>>;
    enhancements: Readonly<Record<ImmersionEnhancement['id'], Pick<ImmersionEnhancement, 'title' | 'description' | 'details' | 'note'>>>;
    facts: readonly { label: string; value: string }[];
    cta: ImmersionCta;
    /** /beauty's head keywords. */
    keywords: readonly string[];
  };
}
