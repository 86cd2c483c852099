import { MAX_QUESTION_LENGTH } from 'shared/search';
import { LANGUAGES, type Language } from './model/labels.ts';
import type { AdvisorModel, Understanding } from './model/model.ts';

/** A question as the advisor reads it: its text, its language, and what the model makes of it. */
export interface Reading {
  text: string;
  language: Language;
  model: Understanding;
}

const asLanguage = (label: string): Language => (LANGUAGES as readonly string[]).includes(label) ? (label as Language) : 'en';

/**
 * The first stage: the question cut to what a chat message holds, read by the model. Spelling is the
 * model's: its character n-grams carry a typo, a missing accent or a phone's shorthand.
 */
export function read(model: AdvisorModel, message: string): Reading {
  const text = message.trim().slice(0, MAX_QUESTION_LENGTH);
  const understanding = model.read(text);
  return { text, language: asLanguage(understanding.language.label), model: understanding };
}
