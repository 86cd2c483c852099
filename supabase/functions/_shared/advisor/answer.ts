import { textTerms, type SearchDocument, type SiteSearchIndex } from 'shared/search';
import { normalise, similarity, type SparseVector } from './model/features.ts';
import type { AdvisorModel } from './model/model.ts';
import type { Topic } from './model/labels.ts';
import type { Guarded } from './guard.ts';
import type { Reading } from './read.ts';
import type { Understood } from './understand.ts';

/** What a reply says, before it is put in words (./say.ts). */
export type Reply =
  | { says: Guarded | 'nothing sure' | 'cannot look' }
  | { says: 'document'; document: SearchDocument; passage: string[] }
  | { says: 'comparison'; documents: SearchDocument[]; passages: string[][] }
  | { says: 'topic'; topic: Topic; houses: SearchDocument[] };

/** A sentence of a page is quoted when it shares at least this much with the question (cosine of their features). */
const PASSAGE_AT = 0.1;
/**
 * The words a sentence shares with the question tell it apart when they weigh at least this much
 * together (`SiteSearchIndex.rarity`): on the site's 71 documents, one word that at most 15 of them
 * use, or two that about 30 use.
 */
const TELLING_AT = 0.35;
/** How many sentences a reply quotes, at most. */
const PASSAGE_SENTENCES = 2;
/** What a house is called: part of its name, as far as a question about it goes. */
const HOUSE_WORDS = textTerms('house salon store boutique location shop spa studio');

/** A description without the facts the site puts before it ("$48 · ", an address): the reply states those apart. */
export const summaryOf = (document: SearchDocument) => (document.facts?.price || document.facts?.address ? document.description.replace(/^[^·]*·\s*/, '') : document.description);

/**
 * The sentences of a page's copy, as written: its body, a question's answer, and the summary of a
 * page or item. A reply in French or Spanish gives no summary, only the sentences that answer: the
 * summary's are among them when they answer best. A house's reply gives its address and week, and
 * its summary is a line of welcome.
 */
export const sentencesOf = (document: SearchDocument) =>
  paragraphsOf(document)
    .flatMap(sentencesIn)
    .filter((sentence) => sentence.length > 12);

/**
 * The paragraphs (and list items, a line each) of what `sentencesOf` reads, each in its place: a
 * translation keeps them so, though it may write one in more or fewer sentences (./in-language.ts).
 */
export const paragraphsOf = (document: SearchDocument): string[] =>
  [document.kind === 'question' || document.kind === 'location' ? '' : summaryOf(document), document.facts?.answer ?? '', document.body ?? '']
    .join('\n')
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** A paragraph's sentences: each ends with a stop before a capital. */
export const sentencesIn = (paragraph: string): string[] =>
  paragraph
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/**
 * The sentences of the page that answer the question best, if any says enough of what was asked:
 * measured with the model's own features, so a typo or another form of a word still meets it, and
 * with the question's telling words. `byWords`: one sentence, for the telling words it shares with
 * the question alone; a house's page is mostly names (its services, landmarks, what it is searched
 * for), which share letters with any question, and the questions it answered in training share its
 * name with every question about it.
 */
export function passageFor(model: AdvisorModel, index: SiteSearchIndex, document: SearchDocument, reading: Reading, { byWords }: { byWords: boolean }): string[] {
  // The page's own name is in every sentence of it, as far as the question goes: what is asked is
  // the rest. A house is also named by its address, which its reply states, and by what it is ("the
  // salon in Atlanta"). One set of names, in the search engine's terms, leaves both measures below.
  const namedTerms = new Set([...textTerms(`${document.title} ${document.facts?.address ?? ''}`), ...(document.kind === 'location' ? HOUSE_WORDS : [])]);
  const naming = (word: string) => {
    const terms = textTerms(word);
    return terms.length > 0 && terms.every((term) => namedTerms.has(term));
  };
  const askedTerms = index.terms(reading.text).filter((term) => !namedTerms.has(term));
  const askedWeight = askedTerms.reduce((sum, term) => sum + index.rarity(term), 0);
  // The words of the question a sentence uses, by how telling each is across the site: a word
  // the model's features do not know ("whatsapp") still meets the sentence that has it.
  const sharedWords = (sentence: string) => {
    const terms = new Set(textTerms(sentence));
    const shared = askedTerms.reduce((sum, term) => sum + (terms.has(term) ? index.rarity(term) : 0), 0);
    return shared >= TELLING_AT ? shared / askedWeight : 0;
  };
  const asked = model.features(normalise(reading.text).split(' ').filter((word) => !naming(word)).join(' '));
  const sentences = sentencesOf(document).map((sentence) => ({ sentence, features: model.features(sentence) }));
  // What most of the page's sentences share ("the", "skin") tells none of them apart: each feature
  // counts by how rare it is among them (inverse document frequency, the page's sentences its documents).
  const uses = new Map<number, number>();
  for (const { features } of sentences) for (const bucket of features.indices) uses.set(bucket, (uses.get(bucket) ?? 0) + 1);
  const rarity = (bucket: number) => Math.log((sentences.length + 1) / ((uses.get(bucket) ?? 0) + 1)) + 1;
  const weighed = ({ indices, values }: SparseVector): SparseVector => {
    const weights = values.map((value, i) => value * rarity(indices[i]!));
    const norm = Math.hypot(...weights) || 1;
    return { indices, values: weights.map((weight) => weight / norm) };
  };
  const question = weighed(asked);
  // A sentence is also as near as the nearest question it answered in training.
  const answered = model.answered(document.id);
  const nearestAsked = (sentence: string) => Math.max(0, ...(answered.get(normalise(sentence)) ?? []).map((other) => similarity(reading.model.features, other)));
  const score = (sentence: string, features: SparseVector) => (byWords ? sharedWords(sentence) : Math.max(similarity(question, weighed(features)), nearestAsked(sentence), sharedWords(sentence)));
  const quoted = sentences
    .map(({ sentence, features }) => ({ sentence, score: score(sentence, features) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, byWords ? 1 : PASSAGE_SENTENCES)
    .filter(({ score }) => score >= PASSAGE_AT);
  // A list's line ends with no stop: quoted, it gets one.
  return quoted.map(({ sentence }) => (/[.!?»”"]$/.test(sentence) ? sentence : `${sentence}.`));
}

/** The fourth stage: from what the question is about to what the reply says, from the site's published pages. */
export function answer(model: AdvisorModel, index: SiteSearchIndex | null, reading: Reading, understood: Understood | null): Reply {
  if (!index) return { says: 'cannot look' };
  if (!understood) return { says: 'nothing sure' };
  switch (understood.about) {
    case 'document': {
      const { document } = understood;
      // An FAQ's answer is the reply; any other page is linked, with the sentence that answers. A
      // house's page is mostly names, so its line is chosen by the telling words alone.
      if (document.kind === 'question') return { says: 'document', document, passage: document.facts?.answer ? [document.facts.answer] : [] };
      return { says: 'document', document, passage: passageFor(model, index, document, reading, { byWords: document.kind === 'location' }) };
    }
    case 'comparison':
      // Each item with the sentence of its page that has what sets them apart ("which one protects
      // from heat"), if one has it: "compare them" asks nothing a sentence has.
      return { says: 'comparison', documents: understood.documents, passages: understood.documents.map((document) => passageFor(model, index, document, reading, { byWords: true })) };
    case 'topic':
      return { says: 'topic', topic: understood.topic, houses: understood.topic === 'about:houses' ? index.documents('location') : [] };
    case 'nothing sure':
      return { says: 'nothing sure' };
  }
}
