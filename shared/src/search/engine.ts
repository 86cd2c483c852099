/**
 * Site search's engine: the shell's /search runs it in the browser, and the `advisor-chat` edge
 * function on Deno, to give a hosted model the few documents that answer a question (its grounding).
 * Both index the same documents, the ones each remote publishes at build time (its `search.json`),
 * with MiniSearch: BM25 ranking with field boosts, prefixes, typos corrected against the site's own
 * words, and multi-word queries that do not need every word. Each document is also found by what
 * visitors call it (its `visitorWords`, which its remote publishes), indexed with its keywords.
 *
 * This file imports nothing but `minisearch` and its word lists (./words.ts), so
 * Deno runs it as it is: the functions' import map points `minisearch` at npm, and the relative
 * imports carry the extensions Deno needs.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { KNOWN_WORDS, STOP_WORDS, TRADE_VERBS } from './words.ts';

/** The function words the relevance sets' tests leave out of a phrase. */
export { STOP_WORDS };

export type SearchKind = 'product' | 'service' | 'location' | 'article' | 'question' | 'page';

/** Facts a visitor asks for, written as the page states them: a hosted model answers from them. */
export interface SearchFacts {
  /** `$185`, `$850 solo · $1,200 duo`. */
  price?: string;
  /** `90 minutes`, `3-4 hours`. */
  duration?: string;
  /** A house's opening hours, day by day, in its own time zone. */
  hours?: string;
  address?: string;
  /** A question's answer, as the page gives it (an FAQ). */
  answer?: string;
}

/** One thing a visitor may look for: a product, a service, a house, an article, a question, a page. */
export interface SearchDocument {
  /** Unique across the site: the owner's name, then its own id (`catalogue:product:even-tone-concentrate`). */
  id: string;
  kind: SearchKind;
  title: string;
  /** Shown under the title in the results. */
  description: string;
  /** The page: `/product/even-tone-concentrate`, `/local/paris-france`. */
  path: string;
  /** Words that name it without being in its copy: a category, a city and country, tags. */
  keywords?: string;
  /** The longer copy, a paragraph or a list item to a line: searched, never shown in results (the advisor quotes the sentence that answers). */
  body?: string;
  /**
   * The language its title and text are written in (a BCP 47 tag) when it is not the language of
   * the file that publishes it: a press article stays in English in the French file, its
   * description translated. A result marks its title so.
   */
  writtenIn?: string;
  facts?: SearchFacts;
  /** The item's picture (a packshot), for the advisor's card: published by the remote's build, never by its module. */
  image?: SearchImage;
  /**
   * What visitors call it, in words its copy does not use: learned from the labelled questions and
   * queries (`npm run search:train`), kept beside the remote's code and published with it.
   */
  visitorWords?: string;
}

/** A picture as a remote's build publishes it with a document. */
export interface SearchImage {
  /**
   * The built file: in `search.json`, a URL relative to that file (`assets/packshot-jar-400-Bx3k.webp`,
   * next to the remote's entry); the advisor reads it as an absolute one, resolved against where it
   * read the file.
   */
  src: string;
  /** The file's own size: a card sets them, so nothing moves while it loads. */
  width: number;
  height: number;
  /** What it shows. */
  alt: string;
}

/** What a remote publishes next to its entry (`search.json`, ./documents.ts), as it publishes `seo.json`. */
export interface SearchDocumentsFile {
  app: string;
  build: string;
  documents: SearchDocument[];
}

/** The longest query a page accepts; anything longer is cut (nobody types more, and it bounds the work). */
export const MAX_QUERY_LENGTH = 100;
/** The longest question the advisor reads: a chat message of a few sentences. */
export const MAX_QUESTION_LENGTH = 600;

/** Lower case, accents and full-width forms folded (`Québec` is `quebec`). */
function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** Nouns that end in -ing without being a verb's -ing form: "evening" is not "even", nor "parking" a "park". */
const NOUNS_IN_ING = new Set(['evening', 'morning', 'parking', 'wedding', 'clothing', 'ceiling', 'pudding', 'bedding', 'sibling', 'offspring', 'spring', 'string']);

/**
 * One form for a word, its plural and its -ing form (`creams`, `cream`; `washing`, `wash`): enough
 * for the catalogue's English, applied alike to the copy and to the query.
 */
function stemEnglish(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  // lashes, brushes, glosses, boxes: the -es of a word ending in a hissing sound.
  if (term.length > 4 && /(?:ss|sh|ch|x|z)es$/.test(term)) return term.slice(0, -2);
  // The -ing of a plural too: "washings" is "washing" is "wash".
  const singular = term.length > 6 && term.endsWith('ings') ? term.slice(0, -1) : term;
  if (NOUNS_IN_ING.has(singular)) return singular;
  if (singular.length > 5 && singular.endsWith('ing')) {
    const root = singular.slice(0, -3);
    // running, shipping: one of the doubled consonants goes too.
    return /([^aeiou])\1$/.test(root) ? root.slice(0, -1) : root;
  }
  // Not Paris, serious or iris.
  if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/**
 * How the index reads the words of one language: each word's one form (its stem), the words that
 * say nothing of what is looked for, and real words the copy may not use, which a typo is never
 * "corrected" from. Words reach it folded (lower case, no accents), as `tokenize` gives them.
 */
export interface SearchLanguage {
  stem: (word: string) => string;
  stopWords: ReadonlySet<string>;
  /** Real words that are no typo of the copy's; none when absent. */
  otherWords?: ReadonlySet<string>;
}

/** English, the source's language: the default. Other languages are in ./languages.ts, with their stemmers. */
export const ENGLISH: SearchLanguage = {
  stem: stemEnglish,
  stopWords: STOP_WORDS,
  // A short function word is too near too many others to be a correction ("snow" is no mistyped "show").
  otherWords: new Set([...[...STOP_WORDS].filter((word) => word.length >= 7), ...[...KNOWN_WORDS, ...TRADE_VERBS].filter((word) => word.length >= 4)]),
};

/** The words remembered: the site's vocabulary many times over; a long-lived process reading every visitor's words starts again past it. */
const FOLDED_TERMS_KEPT = 20_000;

/**
 * A language's words as the index keeps them. Remembered: folding and stemming each word again
 * doubled the cost of building the index.
 */
class Terms {
  private readonly known = new Map<string, string | null>();

  constructor(readonly language: SearchLanguage) {}

  /** A word already folded (what `tokenize` gives) in the index's form: stemmed, or nothing for a stop word or a lone letter. */
  of(folded: string): string | null {
    let term = this.known.get(folded);
    if (term === undefined) {
      term = this.computed(folded);
      if (this.known.size >= FOLDED_TERMS_KEPT) this.known.clear();
      this.known.set(folded, term);
    }
    return term;
  }

  private computed(folded: string): string | null {
    if (folded.length < 2 && !/\d/.test(folded)) return null;
    const { stem, stopWords } = this.language;
    if (stopWords.has(folded)) return null;
    const stemmed = stem(folded);
    return stopWords.has(stemmed) ? null : stemmed;
  }

  /** A text's words in the index's form (folded, stemmed, no stop words), each once. */
  ofText(text: string): string[] {
    return [...new Set(tokenize(text).flatMap((word) => this.of(word) ?? []))];
  }

  /** The query's words (folded), each spelt as `correct` says, stop words dropped; a word cut at `maxLength` is dropped. */
  queryWords(query: string, maxLength: number, correct: (word: string) => string = (word) => word): string[] {
    const cut = query.length > maxLength ? query.slice(0, maxLength).replace(/[\p{L}\p{N}]+$/u, '') : query;
    return tokenize(fold(cut).replace(/[\p{L}\p{N}]+/gu, correct)).filter((word) => this.of(word) !== null);
  }
}

const termsByLanguage = new WeakMap<SearchLanguage, Terms>();
function termsOf(language: SearchLanguage): Terms {
  let terms = termsByLanguage.get(language);
  if (!terms) {
    terms = new Terms(language);
    termsByLanguage.set(language, terms);
  }
  return terms;
}

const tokenize = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** A text's words in the index's form (folded, stemmed, no stop words), each once. */
export const textTerms = (text: string, language: SearchLanguage = ENGLISH): string[] => termsOf(language).ofText(text);

/**
 * The query's meaningful terms, in the index's form, stop words dropped. Spelling is corrected by
 * the index, which knows the site's words (`SiteSearchIndex.terms`).
 */
export function queryTerms(query: string, { maxLength = MAX_QUERY_LENGTH, language = ENGLISH }: { maxLength?: number; language?: SearchLanguage } = {}): string[] {
  const terms = termsOf(language);
  return [...new Set(terms.queryWords(query, maxLength).flatMap((word) => terms.of(word) ?? []))];
}

/** The entries of several maps, one after the other. */
function* chain<K, V>(...maps: ReadonlyMap<K, V>[]): Generator<[K, V]> {
  for (const map of maps) yield* map;
}

/** Each letter's neighbours on a QWERTY keyboard: the keys a finger slips to. */
const neighbours = new Map<string, string>();
{
  const rows = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
  rows.forEach((row, r) =>
    [...row].forEach((key, i) => {
      // Each row sits half a key to the right of the one above it.
      const near = [row[i - 1], row[i + 1], rows[r - 1]?.[i], rows[r - 1]?.[i + 1], rows[r + 1]?.[i], rows[r + 1]?.[i - 1]];
      neighbours.set(key, near.filter(Boolean).join(''));
    }),
  );
}
const VOWELS = 'aeiou';

/**
 * What it takes to type `b` where `a` was meant: a slip to a neighbouring key, or one vowel for
 * another (how a word is misspelt by ear), is one mistake; any other letter is two, so "apple" is
 * not a mistyped "apply".
 */
const substitution = (a: string, b: string) => (a === b ? 0 : neighbours.get(a)?.includes(b) || (VOWELS.includes(a) && VOWELS.includes(b)) ? 1 : 2);

/**
 * The mistakes between two words (Damerau-Levenshtein: a letter missing, added or swapped with the
 * next is one; a letter replaced, as `substitution` says), or `limit + 1` as soon as it is sure to
 * be over `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = substitution(a[i - 1]!, b[j - 1]!);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typing mistakes a word may hold: none under four letters, one, two from eight. */
const typosAllowed = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);

const FIELDS = ['title', 'keywords', 'description', 'body'] as const;
/** A match in a name counts most, then the words that name an item, then what is shown, then the copy. */
const FIELD_BOOSTS = { title: 4, keywords: 2.5, description: 1.5, body: 1 };
/** The shortest finished word that also finds the words it starts: "car" must not find care. */
const MIN_PREFIX_LENGTH = 4;
/** The share of the best result's score a result needs to be shown. */
const RELEVANCE_FLOOR = 0.1;

/**
 * What a visitor most often looks for comes first on equal words: the items and the houses, then
 * the questions, the pages, and the articles, whose long copy touches many words in passing.
 */
const KIND_BOOSTS: Record<SearchKind, number> = { product: 1.2, service: 1.2, location: 1.2, question: 1, page: 0.6, article: 0.7 };

export interface RankedDocument {
  document: SearchDocument;
  score: number;
}

/**
 * An index over the site's documents. Built in a few milliseconds for the whole site (about 70
 * documents), so the browser builds it when /search first asks, and `advisor-chat` when the site's
 * documents change.
 */
export class SiteSearchIndex {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly byId = new Map<string, SearchDocument>();
  /** Every word the site's documents use, in the index's form: a word the site knows is no typo. */
  private readonly vocabulary = new Set<string>();
  /** The same words as the copy writes them (folded, not stemmed): what a mistyped word is corrected to. */
  private readonly spellings = new Map<string, number>();
  /** How many documents use each word, in the index's form. */
  private readonly termUses = new Map<string, number>();

  /** How the documents' language is read: its stems and its stop words. */
  private readonly words: Terms;
  /** Real words that are no typo of the copy's, in the documents' language. */
  private readonly otherSpellings: ReadonlyMap<string, number>;

  /**
   * `language`: the documents' language, which the queries are read in too (English by default).
   * `visitorWords`: what visitors call each document, by its id, in place of what it publishes (a
   * trainer measuring other words).
   */
  constructor(documents: readonly SearchDocument[], { visitorWords, language = ENGLISH }: { visitorWords?: Readonly<Record<string, string>>; language?: SearchLanguage } = {}) {
    this.words = termsOf(language);
    this.otherSpellings = new Map([...(language.otherWords ?? [])].map((word) => [word, 0]));
    // What visitors call a document names it as its keywords do.
    const keywordsOf = (document: SearchDocument) => `${document.keywords ?? ''} ${(visitorWords ? visitorWords[document.id] : document.visitorWords) ?? ''}`;
    const fieldOf = (document: SearchDocument, field: (typeof FIELDS)[number]) => (field === 'keywords' ? keywordsOf(document) : (document[field] ?? ''));
    this.index = new MiniSearch<SearchDocument>({
      fields: [...FIELDS],
      storeFields: [],
      tokenize,
      extractField: (document, field) => fieldOf(document, field as (typeof FIELDS)[number]),
      // `tokenize` folded the text already.
      processTerm: (term) => this.words.of(term),
      searchOptions: {
        boost: FIELD_BOOSTS,
        // Typos were corrected before (`terms`), against the site's own words.
        combineWith: 'OR',
        boostDocument: (id) => KIND_BOOSTS[this.byId.get(String(id))?.kind ?? 'page'],
        // Terms were folded and stemmed by queryTerms already.
        processTerm: (term) => term,
      },
    });
    const unique = documents.filter((document) => {
      if (this.byId.has(document.id)) return false;
      this.byId.set(document.id, document);
      return true;
    });
    this.index.addAll(unique);
    for (const document of unique) {
      const spellings = new Set(FIELDS.flatMap((field) => tokenize(fieldOf(document, field))).filter((word) => this.words.of(word) !== null));
      for (const word of spellings) this.spellings.set(word, (this.spellings.get(word) ?? 0) + 1);
      for (const word of spellings) this.vocabulary.add(this.words.of(word)!);
    }
    // How telling a word is, is the copy's: what visitors call a page is no word of it.
    for (const document of unique) for (const term of this.words.ofText(FIELDS.map((field) => document[field] ?? '').join(' '))) this.termUses.set(term, (this.termUses.get(term) ?? 0) + 1);
  }

  /**
   * The query's terms (`queryTerms`), each word the site does not use corrected to the nearest one
   * it does ("fondation" is foundation, "sunscren" sunscreen): at most one edit in a word of four
   * to seven letters, two from eight, the commonest word on a tie. A word the site's words start
   * with is left as it is (it is being typed: "found"), and so is one with nothing near.
   */
  terms(query: string, maxLength = MAX_QUERY_LENGTH): string[] {
    return [...new Set(this.words.queryWords(query, maxLength, (word) => this.corrected(word)).flatMap((word) => this.words.of(word) ?? []))];
  }

  /** A word as the copy writes it: itself when the site knows it (or its stem), else the nearest spelling the copy uses. */
  private corrected(word: string): string {
    const allowed = typosAllowed(word);
    // A form of a stop word ("makes", "tries") is no typo of a site word ("maker").
    const term = this.words.of(word);
    if (allowed === 0 || term === null || this.spellings.has(word) || this.vocabulary.has(term) || this.otherSpellings.has(word) || this.words.language.stopWords.has(word) || /\d/.test(word)) return word;
    let nearest = word;
    let nearestDistance = allowed + 1;
    let nearestUses = -1;
    // Two maps walked in turn, not copied into one for every word.
    for (const [spelling, uses] of chain(this.spellings, this.otherSpellings)) {
      if (spelling.startsWith(word)) return word;
      // A typo keeps the word's first letter.
      if (spelling[0] !== word[0]) continue;
      // Two mistakes are two letters off at most: "president" is not a mistyped "present". A plural
      // the copy writes stands for its singular too ("sopt" is a mistyped "spot" of "dark spots").
      const near = (form: string) => (Math.abs(form.length - word.length) > 1 ? allowed + 1 : editDistance(word, form, allowed));
      const singular = spelling.length > 4 && /[^s]s$/.test(spelling) && !spelling.endsWith('ies') ? spelling.slice(0, -1) : null;
      const distance = Math.min(near(spelling), singular ? near(singular) : allowed + 1);
      if (distance < nearestDistance || (distance === nearestDistance && uses > nearestUses)) {
        nearest = spelling;
        nearestDistance = distance;
        nearestUses = uses;
      }
    }
    return nearestDistance <= allowed ? nearest : word;
  }

  /**
   * How much a word (in the index's form) tells one page of the site from another, from 0 (every
   * document uses it) to 1 (none does): its inverse document frequency, over that of a word no
   * document uses, so it reads the same on a site of any size.
   */
  rarity(term: string): number {
    const documents = this.byId.size + 1;
    return Math.log(documents / ((this.termUses.get(term) ?? 0) + 1)) / Math.log(documents);
  }

  get size(): number {
    return this.byId.size;
  }

  /** The documents, or those of one kind, in the order they were given. */
  documents(kind?: SearchKind): SearchDocument[] {
    return [...this.byId.values()].filter((document) => !kind || document.kind === kind);
  }

  /**
   * The documents that answer `query`, best first. Any word may match, so a long question touches
   * many documents in passing: those scoring under `RELEVANCE_FLOOR` of the best one are left out
   * (a visitor reads ten good results, not thirty with twenty that share one word).
   */
  search(query: string, { limit = 20, maxLength = MAX_QUERY_LENGTH }: { limit?: number; maxLength?: number } = {}): RankedDocument[] {
    const terms = this.terms(query, maxLength);
    if (terms.length === 0) return [];
    // A word of four letters or more also finds the words it starts ("found" finds foundation), and
    // so does a shorter one still being typed: the query's last, with nothing after it ("every sha").
    const typing = /[\p{L}\p{N}]$/u.test(query);
    const prefix = (term: string, position: number, all: string[]) => term.length >= MIN_PREFIX_LENGTH || (typing && position === all.length - 1 && term.length >= MIN_PREFIX_LENGTH - 1);
    const results: SearchResult[] = this.index.search({ queries: [terms.join(' ')], prefix });
    // A query of two words or more that a title holds as typed, its function words too, with its
    // last word still being typed, is that title being typed ("every sha": Beauty for Every Shade):
    // it comes first.
    const typedWords = fold(query.slice(0, maxLength)).trim().replace(/\s+/g, ' ');
    const beingTyped = typing && typedWords.includes(' ') ? new RegExp(`(?:^|\\s)${typedWords.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\p{L}`, 'u') : null;
    const titled = (result: SearchResult) => beingTyped?.test(fold(this.byId.get(String(result.id))!.title)) ?? false;
    const floor = (results[0]?.score ?? 0) * RELEVANCE_FLOOR;
    const ranked = [...results.filter(titled), ...results.filter((result) => !titled(result))];
    return ranked
      .filter((result) => result.score >= floor || titled(result))
      .slice(0, limit)
      .map((result) => ({ document: this.byId.get(String(result.id))!, score: result.score }));
  }

  /**
   * For a query that found nothing: the nearest words the site uses (with a wider typo tolerance)
   * and the items they lead to, so the page can say "Did you mean" for what was asked.
   */
  suggest(query: string, limit = 4): { terms: string[]; documents: SearchDocument[] } {
    const terms = queryTerms(query, { language: this.words.language });
    if (terms.length === 0) return { terms: [], documents: [] };
    const options = { fuzzy: 0.4, maxFuzzy: 3, prefix: true, combineWith: 'OR' as const };
    const suggestions = this.index
      .autoSuggest(terms.join(' '), options)
      .map((suggestion) => suggestion.suggestion)
      .filter((suggestion) => suggestion && !terms.includes(suggestion));
    const documents = this.index
      .search(terms.join(' '), options)
      .slice(0, limit)
      .map((result) => this.byId.get(String(result.id))!);
    return { terms: [...new Set(suggestions)].slice(0, limit), documents };
  }
}
