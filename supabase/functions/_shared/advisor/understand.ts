import type { SearchDocument, SiteSearchIndex } from 'shared/search';
import { isTopic, type Topic } from './model/labels.ts';
import type { AdvisorModel } from './model/model.ts';
import { normalise } from './model/features.ts';
import type { Reading } from './read.ts';

/**
 * How sure the advisor is of a page: the model's probability that the question asks for an answer at
 * all, times its probability of the page among answers (the page head learns from answers only). A
 * reply names the page when that is at least `PAGE_AT`; or at least `LEADING_PAGE_AT` with the page
 * leading the next by `LEAD_AT` (Rasa's FallbackClassifier has the same pair, `threshold` and
 * `ambiguity_threshold`); and never when the kind head finds declining likelier than that. Set by
 * cross-validation: a wrong page is worse than "I am not sure".
 */
export const PAGE_AT = 0.4;
export const LEADING_PAGE_AT = 0.3;
export const LEAD_AT = 0.2;

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

/** Whether the text says a word, spelled as a visitor may. */
function saidIn(text: string): (word: string) => boolean {
  const asked = wordsOf(text);
  return (word) => asked.some((other) => sameWord(word, other));
}

interface Names {
  /** The words of each page's name that tell it from the others. */
  words: Map<SearchDocument, string[]>;
  /** How many names have each word. */
  uses: Map<string, number>;
}

const namesOf = new WeakMap<SiteSearchIndex, Names>();

/**
 * The words of each page's name that tell it from the others: a word three names share ("cream",
 * "ritual", the house's own name) names none of them. Read from the published titles, so an item a
 * remote publishes tomorrow is known by name without training.
 */
function names(index: SiteSearchIndex): Names {
  let known = namesOf.get(index);
  if (!known) {
    const documents = index.documents();
    const uses = new Map<string, number>();
    for (const document of documents) for (const word of new Set(wordsOf(document.title))) uses.set(word, (uses.get(word) ?? 0) + 1);
    known = { uses, words: new Map(documents.map((document) => [document, wordsOf(document.title).filter((word) => (uses.get(word) ?? 0) < 3)])) };
    namesOf.set(index, known);
  }
  return known;
}

/**
 * The pages the question names: two words of a name, or its one word when no other name has it,
 * spelled as a visitor may. The trainer asks it too, for which document of a page a labelled
 * question is about.
 */
export function namedDocuments(index: SiteSearchIndex, text: string): SearchDocument[] {
  const said = saidIn(text);
  const { words, uses } = names(index);
  return [...words]
    .filter(([, name]) => (name.length === 1 ? uses.get(name[0]!) === 1 && said(name[0]!) : name.filter(said).length >= 2))
    .map(([document]) => document);
}

/** The item of a page the question names by a word of its name that no other item of the page has. */
function itemNamedOnPage(index: SiteSearchIndex, text: string, path: string): SearchDocument | undefined {
  const said = saidIn(text);
  const items = index.documents().filter((document) => document.path === path && document.kind !== 'page');
  const own = (document: SearchDocument) => wordsOf(document.title).filter((word) => items.every((other) => other === document || !wordsOf(other.title).includes(word)));
  const named = items.filter((document) => own(document).some(said));
  return named.length === 1 ? named[0] : undefined;
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
 * The model's surest page: its documents' probabilities together (a page may hold several, such as
 * the booking page's services), the most probable of them to answer from, and how far it leads the
 * next page. A house topic stands alone, and so does a frequently asked question: its own answer is
 * the reply, so the page's other questions are no support for it. Added up, the questions of
 * /chat drew the doubts of every unsure question to that page.
 */
function surestPage(ranked: readonly Candidate[]): (Candidate & { lead: number }) | undefined {
  const byPage = new Map<string, { best: Candidate; total: number }>();
  for (const candidate of ranked) {
    const key = candidate.topic ?? (candidate.document!.kind === 'question' ? candidate.document!.id : candidate.document!.path);
    const page = byPage.get(key);
    if (page) page.total += candidate.probability;
    else byPage.set(key, { best: candidate, total: candidate.probability });
  }
  const [surest, next] = [...byPage.values()].sort((a, b) => b.total - a.total);
  return surest && { ...surest.best, probability: surest.total, lead: surest.total - (next?.total ?? 0) };
}

const probabilityOf = (reading: Reading, kind: string) => reading.model.kind.ranked.find((entry) => entry.label === kind)?.probability ?? 0;

function isSure(reading: Reading, { probability, lead }: { probability: number; lead: number }): boolean {
  const sureness = probability * probabilityOf(reading, 'answer');
  // Under the guard's threshold (./guard.ts), a question may still be likelier one to decline than
  // one about this page.
  if (sureness <= probabilityOf(reading, 'decline')) return false;
  return sureness >= PAGE_AT || (sureness >= LEADING_PAGE_AT && lead >= LEAD_AT);
}

function understandOne(index: SiteSearchIndex, reading: Reading): Understood {
  // A greeting the kind head finds likelier than any other kind gets the introduction: at worst, a
  // question read as a greeting is asked to say more.
  if (reading.model.kind.ranked[0]?.label === 'greeting') return { about: 'topic', topic: 'about:advisor' };
  const priced = namedDocuments(index, reading.text).filter((document) => document.facts?.price);
  if (priced.length >= 2) return { about: 'comparison', documents: priced.slice(0, 3) };
  const best = surestPage(rankedPages(index, reading));
  if (!best || !isSure(reading, best)) return { about: 'nothing sure' };
  if (best.topic) return { about: 'topic', topic: best.topic };
  // On a page of several (the booking page's services), the item the question names is the one asked about.
  return { about: 'document', document: itemNamedOnPage(index, reading.text, best.document!.path) ?? best.document! };
}

/**
 * The third stage: which page, item or topic the question is about. A greeting gets the advisor's
 * introduction; items the question names by name, two or more, side by side; else the model's page when it is sure; else, for a follow-up
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
