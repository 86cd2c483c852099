import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from 'backend/brand';
import { KINDS, LANGUAGES, TOPIC_PAGES, type Kind, type Topic } from 'backend/advisor/model/labels';
import { namedDocuments, sentencesOf } from 'backend/advisor';
import { normalise } from 'backend/advisor/model/features';
import { SiteSearchIndex, type SearchDocument } from 'shared/search';
import type { AdvisorCase, RelevanceSet } from '../search/relevance';
import { root } from '../lib/workspace';
import type { TrainingExample } from './softmax-trainer';

export { KINDS };

/**
 * The labelled questions the model may learn from. Never the held-out set: it measures the model.
 * - Visitors' questions, as visitors type them: the seen set (English) and the multilingual set
 *   (French and Spanish). Cross-validation splits these.
 * - The tuning set, and questions written from each page to teach it (one set per language): learned
 *   from whole in every fold.
 */
export const VISITOR_SETS = ['seen', 'multilingual'] as const;
export const TEACHING_SETS = ['tuning', 'written-en', 'written-en-properties', 'written-contact', 'written-booking', 'written-fr', 'written-es', 'written-fr-es-phone', 'written-every-page', 'written-greetings'] as const;
export type TrainingSetName = (typeof VISITOR_SETS)[number] | (typeof TEACHING_SETS)[number];

export const trainingSetFile = (name: TrainingSetName) => join(root, `tooling/search/${name}-set.json`);

export function trainingCases(name: TrainingSetName): AdvisorCase[] {
  const file = trainingSetFile(name);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as RelevanceSet).advisor;
}

export const visitorCases = () => VISITOR_SETS.flatMap(trainingCases);
export const teachingCases = () => TEACHING_SETS.flatMap(trainingCases);

/**
 * What a right reply to the question is: an answer, the advisor's introduction (a greeting, or a
 * question about the advisor), a referral (a reaction to something used is its own), or a decline.
 */
export function kindOf(entry: AdvisorCase, brand: Brand): Kind {
  if (entry.expect === 'referral') return entry.alsoConcierge ? 'reaction' : 'referral';
  if (entry.expect) return entry.expect;
  return !entry.expectLink && topicOf(brand, entry.expectFacts ?? []) === 'about:advisor' ? 'greeting' : 'answer';
}

export const kindExamples = (cases: readonly AdvisorCase[], brand: Brand): TrainingExample[] => cases.map((entry) => ({ text: entry.question, label: kindOf(entry, brand) }));

export const languageExamples = (cases: readonly AdvisorCase[]): TrainingExample[] => cases.map((entry) => ({ text: entry.question, label: entry.language ?? LANGUAGES[0] }));

/** The house's own facts a reply may state with no page: which of them a set expects tells the topic. */
function topicOf(brand: Brand, facts: readonly string[]): Topic | null {
  // A fact states a value that it holds as a name of its own ("noirelle.skin", not the end of
  // "concierge@noirelle.beauty"), or that holds it ("9AM-6PM" of the phone's hours).
  const holds = (fact: string, value: string) => fact.includes(value) && !fact.includes(`@${value}`);
  const has = (...values: string[]) => facts.some((fact) => values.some((value) => holds(fact, value) || value.includes(fact)));
  if (facts.length === 1 && facts[0] === brand.advisorName) return 'about:advisor';
  if (has(brand.emails.acquisitions, ...brand.domains)) return 'about:acquisitions';
  if (has(brand.phone, brand.phoneHours, brand.emails.concierge, brand.replyPromise)) return 'about:concierge';
  if (facts.some((fact) => /^\d+ houses$/.test(fact))) return 'about:houses';
  if (has(String(brand.established), brand.headOffice.city, brand.headOffice.address)) return 'about:origin';
  return null;
}

/** The documents whose copy states every fact. */
const stating = (documents: readonly SearchDocument[], facts: readonly string[]) =>
  documents.filter((document) => {
    const copy = [document.title, document.description, document.body, document.facts?.answer, document.facts?.hours, document.facts?.address, document.facts?.price, document.facts?.duration].join(' ').toLowerCase();
    return facts.every((fact) => copy.includes(fact.toLowerCase()));
  });

/**
 * Which document of a page the question is about, when a page holds several (/booking's services,
 * /chat's questions): the one stating the facts expected, else the one the question names, else the
 * page itself.
 */
function documentOfPage(index: SiteSearchIndex, path: string, entry: AdvisorCase): SearchDocument | undefined {
  const onPage = index.documents().filter((document) => document.path === path);
  if (onPage.length < 2) return onPage[0];
  const [withFacts, ...others] = entry.expectFacts?.length ? stating(onPage, entry.expectFacts) : [];
  if (withFacts && others.length === 0) return withFacts;
  const named = namedDocuments(index, entry.question).filter((document) => onPage.includes(document));
  return named.length === 1 ? named[0] : (onPage.find((document) => document.kind === 'page') ?? onPage[0]);
}

/**
 * What an answer is about, the page head's label (a document's id): the document of the page the
 * set expects linked; else the house's topic its facts are (the concierge's phone, the domains);
 * else the one document whose copy states them. A question whose facts no single document states (a
 * comparison of two items) teaches the head nothing.
 */
export function pageLabel(entry: AdvisorCase, brand: Brand, index: SiteSearchIndex): string | null {
  if (kindOf(entry, brand) !== 'answer') return null;
  const facts = entry.expectFacts ?? [];
  const topic = topicOf(brand, facts);
  if (topic && (!entry.expectLink || entry.expectLink === TOPIC_PAGES[topic])) return topic;
  if (entry.expectLink) return documentOfPage(index, entry.expectLink, entry)?.id ?? null;
  const [only, ...others] = stating(index.documents(), facts);
  return only && others.length === 0 ? only.id : null;
}

export function pageExamples(cases: readonly AdvisorCase[], brand: Brand, documents: readonly SearchDocument[]): TrainingExample[] {
  const index = new SiteSearchIndex(documents);
  return cases.flatMap((entry) => {
    const label = pageLabel(entry, brand, index);
    return label ? [{ text: entry.question, label }] : [];
  });
}

/** A document's title, description, keywords and each sentence of its body, as examples of its page. */
export function documentExamples(documents: readonly SearchDocument[], weight: number): TrainingExample[] {
  return documents.flatMap((document) => {
    const sentences = (document.body ?? '').split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim().length > 2);
    const texts = [document.title, `${document.title} ${document.description}`, document.keywords ?? '', ...sentences].filter((text) => text.trim() !== '');
    return texts.map((text) => ({ text, label: document.id, weight }));
  });
}

/**
 * The sentences of each document that training questions asked for (those stating a fact the set
 * expects), each with those questions: the model's "answered" table (see backend/advisor/answer).
 */
export function answeredSentences(cases: readonly AdvisorCase[], brand: Brand, documents: readonly SearchDocument[]): Record<string, Record<string, string[]>> {
  const index = new SiteSearchIndex(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));
  const out: Record<string, Record<string, string[]>> = {};
  for (const entry of cases) {
    const document = byId.get(pageLabel(entry, brand, index) ?? '');
    if (!document || !entry.expectFacts?.length) continue;
    for (const sentence of sentencesOf(document)) {
      if (!entry.expectFacts.some((fact) => sentence.toLowerCase().includes(fact.toLowerCase()))) continue;
      const questions = ((out[document.id] ??= {})[normalise(sentence)] ??= []);
      if (!questions.includes(entry.question)) questions.push(entry.question);
    }
  }
  return out;
}
