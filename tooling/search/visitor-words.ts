/**
 * What visitors call each of the site's documents, learned from the labelled questions and search
 * queries: the words they used when the document was what they wanted, and that its own copy does
 * not use ("sunblock" for Sheer Shield SPF 50). Site search indexes them with the document's
 * keywords (document expansion, as doc2query does with its predicted queries), so a visitor's word
 * finds what the copy calls otherwise, in any of the three languages the sets are written in.
 * `npm run search:train` writes each remote's beside its code (`src/search-words.generated.json`),
 * and the remote's build publishes them with its documents.
 */
import { join } from 'node:path';
import { apps, type RemoteAppName } from 'shared/federation-apps';
import { VISITOR_WORDS_FILE, type VisitorWordsFile } from 'shared/load-search-documents';
import type { Brand } from 'backend/brand';
import brand from 'backend/brand.generated.json' with { type: 'json' };
import { SiteSearchIndex, textTerms, type SearchDocument } from 'shared/search';
import { pageLabel, teachingCases, visitorCases } from '../advisor-model/examples';
import { root } from '../lib/workspace';
import { relevanceSet, type RelevanceSet } from './relevance';

/** A text a visitor wrote and the document it was after (its id). */
export interface AskedFor {
  text: string;
  id: string;
  /** A search query is what the search box is for: it counts more than a chat question. */
  weight: number;
}

export interface VisitorWordsOptions {
  /** A word is learned for a document after this much weight of texts asking for it with that word. */
  minSupport: number;
  /** And only when at least this share of the word's weight asks for that document: a word for many is a word for none. */
  minPrecision: number;
  /** How much a search query counts against a chat question. */
  queryWeight: number;
}

/** Set by 5-fold cross-validation on the seen set's search queries (`npm run search:train -- --cv`). */
export const DEFAULT_VISITOR_WORDS_OPTIONS: VisitorWordsOptions = { minSupport: 2, minPrecision: 0.4, queryWeight: 3 };

/** Each document's words that visitors used for it and its copy does not, learned from `asked`. */
export function learnVisitorWords(asked: readonly AskedFor[], documents: readonly SearchDocument[], options: VisitorWordsOptions = DEFAULT_VISITOR_WORDS_OPTIONS): Record<string, string> {
  const copyTerms = new Map(documents.map((document) => [document.id, new Set(textTerms([document.title, document.description, document.keywords, document.body, document.facts?.answer].join(' ')))]));
  const byTerm = new Map<string, Map<string, number>>();
  for (const { text, id, weight } of asked) {
    for (const term of textTerms(text)) {
      const uses = byTerm.get(term) ?? new Map<string, number>();
      uses.set(id, (uses.get(id) ?? 0) + weight);
      byTerm.set(term, uses);
    }
  }
  const learned = new Map<string, string[]>();
  for (const [term, uses] of [...byTerm].sort(([a], [b]) => a.localeCompare(b))) {
    const total = [...uses.values()].reduce((sum, weight) => sum + weight, 0);
    for (const [id, weight] of uses) {
      if (weight >= options.minSupport && weight / total >= options.minPrecision && copyTerms.get(id)?.has(term) === false) learned.set(id, [...(learned.get(id) ?? []), term]);
    }
  }
  return Object.fromEntries([...learned].sort(([a], [b]) => a.localeCompare(b)).map(([id, terms]) => [id, terms.join(' ')]));
}

/**
 * The search queries of a set, each for the document its expected page shows (the page's own
 * document, where the page lists several).
 */
export function queriesAskingFor(set: Pick<RelevanceSet, 'search'>, documents: readonly SearchDocument[], weight: number): AskedFor[] {
  const onPage = (path: string) => documents.find((document) => document.path === path && document.kind === 'page') ?? documents.find((document) => document.path === path);
  return set.search.flatMap(({ query, expect }) => {
    const document = onPage(expect);
    return document ? [{ text: query, id: document.id, weight }] : [];
  });
}

/** The advisor's labelled answers (visitors' and teaching questions), each for the document the trainer labels it with. */
export function questionsAskingFor(documents: readonly SearchDocument[]): AskedFor[] {
  const index = new SiteSearchIndex(documents);
  const ids = new Set(documents.map((document) => document.id));
  return [...visitorCases(), ...teachingCases()].flatMap((entry) => {
    const id = pageLabel(entry, brand as Brand, index);
    return id && ids.has(id) ? [{ text: entry.question, id, weight: 1 }] : [];
  });
}

/** Where a remote keeps what visitors call its documents: each learned word in the index's form (folded, stemmed). */
export const visitorWordsPath = (app: RemoteAppName) => join(root, apps[app].dir, VISITOR_WORDS_FILE);

/**
 * Each remote's file as the trainer writes it from today's sets and documents, learned over the
 * whole site (a word many remotes' documents are asked with names none of them), from the copy
 * alone: the words learned before are no part of it.
 */
export function visitorWordsFiles(byApp: ReadonlyMap<RemoteAppName, readonly SearchDocument[]>): Map<RemoteAppName, VisitorWordsFile> {
  const documents = [...byApp.values()].flat().map(({ visitorWords: _learned, ...copy }) => copy);
  const { queryWeight } = DEFAULT_VISITOR_WORDS_OPTIONS;
  const asked = [...questionsAskingFor(documents), ...(['tuning', 'seen'] as const).flatMap((name) => queriesAskingFor(relevanceSet(name), documents, queryWeight))];
  const words = learnVisitorWords(asked, documents);
  const about = 'What visitors call each of these documents, learned from the labelled questions and search queries by npm run search:train (tooling/search/visitor-words.ts), and published with them. Generated: do not edit.';
  return new Map([...byApp].map(([app, own]) => [app, { about, words: Object.fromEntries(own.flatMap(({ id }) => (words[id] ? [[id, words[id]]] : []))) }]));
}
