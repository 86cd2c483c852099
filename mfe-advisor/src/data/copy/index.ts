import type { Locale } from 'shared';
import { beautyFaqs, chatFaqs, type Faq } from '../faqs';
import { es } from './es';
import { fr } from './fr';

/** One text for each of `english`'s entries, in the same order: a missing or an extra one is a type error. */
export type Translated<English extends readonly unknown[], Text> = { readonly [Index in keyof English]: Text };

/** The advisor's copy in one language: the /chat FAQs (questions, answers and their keywords). */
export interface AdvisorCopy {
  chatFaqs: Translated<typeof chatFaqs, Faq>;
  beautyFaqs: Translated<typeof beautyFaqs, Faq>;
}

const english: AdvisorCopy = { chatFaqs, beautyFaqs };

const copies: Readonly<Record<Locale, AdvisorCopy>> = { en: english, fr, es };

/** The advisor's copy in `locale`: the English data as it is, or its translation. */
export const copyIn = (locale: Locale): AdvisorCopy => copies[locale];

export { listIn } from './list';
