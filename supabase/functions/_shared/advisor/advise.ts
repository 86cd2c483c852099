/**
 * The advisor, as five stages in this order, each its own module:
 * 1. read (./read.ts): the question's text and language, and what the model makes of it;
 * 2. guard (./guard.ts): a worry about health is referred, and what the house does not answer is declined;
 * 3. understand (./understand.ts): which page, items or topic the question is about;
 * 4. answer (./answer.ts): what the reply says, from the pages the remotes publish;
 * 5. say (./say.ts): the reply in the visitor's language (./messages.ts).
 * The model (./model) is learned from labelled questions by tooling/advisor-model; docs/advisor.md.
 */
import { MAX_QUESTION_LENGTH, type SiteSearchIndex } from 'shared/search';
import type { Brand } from '../brand.ts';
import { answer } from './answer.ts';
import { guard } from './guard.ts';
import type { AdvisorModel } from './model/model.ts';
import { read } from './read.ts';
import type { TranslatedDocuments } from './in-language.ts';
import { say } from './say.ts';
import { understand, type ChatTurn } from './understand.ts';

export type { ChatTurn, TranslatedDocuments };
export { namedDocuments } from './understand.ts';
export { sentencesOf } from './answer.ts';

export interface AdvisorSources {
  brand: Brand;
  /** The site's published pages; null while none could be read. */
  index: SiteSearchIndex | null;
  /** The same pages in the site's other languages, by id: what a reply in French or Spanish says of them. */
  translated?: TranslatedDocuments;
  model: AdvisorModel;
}

/** The reply to `message`, with the conversation so far (oldest first) for a follow-up. */
export function advise({ brand, index, translated, model }: AdvisorSources, message: string, history: readonly ChatTurn[] = []): string {
  const reading = read(model, message);
  const guarded = guard(reading);
  const reply = guarded ? { says: guarded } : answer(model, index, reading, index && understand(model, index, reading, history));
  return say(reply, reading.language, brand, translated);
}

/**
 * The built-in reply to what must not reach a hosted model (Flowise): a worry about health, or what
 * the house does not answer. Null for a question the hosted model may answer.
 */
export function guardedReply({ brand, model }: Pick<AdvisorSources, 'brand' | 'model'>, message: string): string | null {
  const reading = read(model, message);
  const guarded = guard(reading);
  return guarded ? say({ says: guarded }, reading.language, brand) : null;
}

/** The few documents that answer a question best, as facts a hosted model can answer from (Flowise's grounding). */
export function groundingFacts(index: SiteSearchIndex | null, question: string, limit = 5): string {
  if (!index) return '';
  return index
    .search(question, { limit, maxLength: MAX_QUESTION_LENGTH })
    .map(({ document }) => {
      const facts = Object.entries(document.facts ?? {})
        .filter(([name]) => name !== 'answer')
        .map(([name, value]) => `${name}: ${value}`);
      return [`${document.title} (${document.path})`, document.description, ...facts].join('\n');
    })
    .join('\n\n');
}
