import type { SearchDocument, SiteSearchIndex } from 'shared/search';
import { isTopic, type Topic } from './model/labels.ts';
import type { AdvisorModel } from './model/model.ts';
import { normalise } from './model/features.ts';
import type { Reading } from './read.ts';

/**
 * A reply names a page only when the model is at least this sure of it: set by cross-validation so
 * that at most 2% of replies link a wrong page. A wrong page is worse than "I am not sure".
 */
export const PAGE_AT = 0.4;

/** What the question is about, once guarded: a page, several items to set side by side, a topic of the house's, or nothing sure. */
export type Understood =
  | { about: 'document'; document: SearchDocument }
  | { about: 'comparison'; documents: SearchDocument[] }
  | { about: 'topic'; topic: Topic }
  | { about: 'nothing sure' };

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

const wordsOf = (text: string) => normalise(text).split(' ').filter((word) => word.length > 2);

/** Two spellings of one word: the same, or one slip apart (a letter missing, extra or swapped) in a word of five or more. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: string, skip: number) => x.slice(i + skip);
  return rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2) === rest(b, 2));
}

const nameWordsOf = new WeakMap<SiteSearchIndex, Map<SearchDocument, string[]>>();

/**
 * The words of each page's name that tell it from the others: a word three names share ("cream",
 * "ritual", the house's own name) names none of them. Read from the published titles, so an item a
 * remote publishes tomorrow is known by name without training.
 */
function nameWords(index: SiteSearchIndex): Map<SearchDocument, string[]> {
  let known = nameWordsOf.get(index);
  if (!known) {
    const documents = index.documents();
    const uses = new Map<string, number>();
    for (const document of documents) for (const word of new Set(wordsOf(document.title))) uses.set(word, (uses.get(word) ?? 0) + 1);
    known = new Map(documents.map((document) => [document, wordsOf(document.title).filter((word) => (uses.get(word) ?? 0) < 3)]));
    nameWordsOf.set(index, known);
  }
  return known;
}

/**
 * The pages the question names: two words of a name, or its one word, spelled as a visitor may. The
 * trainer asks it too, for which document of a page a labelled question is about.
 */
export function namedDocuments(index: SiteSearchIndex, text: string): SearchDocument[] {
  const asked = wordsOf(text);
  const said = (word: string) => asked.some((other) => sameWord(word, other));
  return [...nameWords(index)].filter(([, words]) => words.length > 0 && words.filter(said).length >= Math.min(2, words.length)).map(([document]) => document);
}

interface Candidate {
  topic?: Topic;
  document?: SearchDocument;
  probability: number;
}

/** The model's pages and topics, best first, that the site publishes today. */
function rankedPages(index: SiteSearchIndex, reading: Reading): Candidate[] {
  const byId = new Map(index.documents().map((document) => [document.id, document]));
  return reading.model.page.ranked.flatMap(({ label, probability }): Candidate[] => {
    if (isTopic(label)) return [{ topic: label, probability }];
    const document = byId.get(label);
    return document ? [{ document, probability }] : [];
  });
}

/**
 * The model's surest page: its documents' probabilities together (a page may hold several: a booking
 * page's services, the FAQ's questions), the most probable of them to answer from. A house topic
 * stands alone.
 */
function surestPage(ranked: readonly Candidate[]): Candidate | undefined {
  const byPage = new Map<string, { best: Candidate; total: number }>();
  for (const candidate of ranked) {
    const key = candidate.topic ?? candidate.document!.path;
    const page = byPage.get(key);
    if (page) page.total += candidate.probability;
    else byPage.set(key, { best: candidate, total: candidate.probability });
  }
  const [surest] = [...byPage.values()].sort((a, b) => b.total - a.total);
  return surest && { ...surest.best, probability: surest.total };
}

function understandOne(index: SiteSearchIndex, reading: Reading): Understood {
  const priced = namedDocuments(index, reading.text).filter((document) => document.facts?.price);
  if (priced.length >= 2) return { about: 'comparison', documents: priced.slice(0, 3) };
  const best = surestPage(rankedPages(index, reading));
  if (best && best.probability >= PAGE_AT) return best.topic ? { about: 'topic', topic: best.topic } : { about: 'document', document: best.document! };
  return { about: 'nothing sure' };
}

/**
 * The third stage: which page, item or topic the question is about. Items the question names by
 * name, two or more, side by side; else the model's page when it is sure; else, for a follow-up
 * ("and how long is it?"), the question read together with the visitor's one before. A page the
 * question seems to name while the model is unsure is no answer: measured by cross-validation,
 * about one in three such pages was the wrong one.
 */
export function understand(model: AdvisorModel, index: SiteSearchIndex, reading: Reading, history: readonly ChatTurn[] = []): Understood {
  const understood = understandOne(index, reading);
  const previous = history.findLast((turn) => turn.role === 'user')?.content;
  if (understood.about !== 'nothing sure' || !previous) return understood;
  const together = `${previous} ${reading.text}`;
  return understandOne(index, { ...reading, text: together, model: model.read(together) });
}
