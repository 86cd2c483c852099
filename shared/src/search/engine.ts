/**
 * The site's search engine, one for the two places where a visitor asks in their own words: the
 * shell's /search (in the browser) and the advisor's built-in engine (in the `advisor-chat` edge
 * function, on Deno). Both index the same documents, the ones each remote publishes at build time
 * (its `search.json`), with MiniSearch: BM25 ranking with field boosts, prefix and typo tolerance,
 * and multi-word queries that do not need every word.
 *
 * This file imports nothing but `minisearch`, so Deno runs it as it is (the functions' import map
 * points `minisearch` at npm); relative imports here would need Deno's `.ts` extensions.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';

export type SearchKind = 'product' | 'service' | 'location' | 'article' | 'question' | 'page';

/** Facts a visitor asks for, written as the page states them: the advisor quotes them. */
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
  /** The longer copy: searched, never shown. */
  body?: string;
  facts?: SearchFacts;
}

/** What a remote publishes next to its entry (`search.json`, ./documents.ts), as it publishes `seo.json`. */
export interface SearchDocumentsFile {
  app: string;
  build: string;
  documents: SearchDocument[];
}

/** The longest query a page accepts; anything longer is cut (nobody types more, and it bounds the work). */
export const MAX_QUERY_LENGTH = 100;

/** Words that say nothing about what someone is looking for. */
const STOP_WORDS = new Set(
  (
    'a about also am an and any are as at be been best by can could do does for from get gets give good got have help how i if im in into is it its just like me my need now of on or our please put really recommend right should show so some something tell that the their them there this to too up use very want what whats when where which who why will with would you your'
  ).split(' '),
);

/**
 * Words a visitor uses for the same thing. A query term from a group also looks for the others, at
 * a lower weight than the word itself. Written from how people ask about this catalogue: "dark
 * spots" for hyperpigmentation, "SPF" for sunscreen, "4C" for coils, "shop" for one of the houses.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['hyperpigmentation', 'spot', 'mark', 'discoloration', 'pigmentation', 'uneven'],
  ['spf', 'sunscreen', 'sunblock', 'sun'],
  ['4c', 'coil', 'coily', 'kinky', 'curl', 'curly', 'textured'],
  ['shop', 'house', 'salon', 'store', 'boutique', 'location', 'spa', 'studio'],
  ['hour', 'open', 'opening', 'time'],
  ['breakage', 'repair', 'damaged', 'damage', 'strengthen', 'brittle'],
  ['dry', 'dryness', 'dehydrated', 'ashy', 'ashiness', 'moisture', 'hydration'],
  ['night', 'overnight', 'nuit', 'evening'],
  ['lipstick', 'lip'],
  ['foundation', 'complexion', 'base'],
  ['edge', 'hairline', 'thinning', 'thin'],
  ['glow', 'radiance', 'radiant', 'luminous'],
  ['eyeshadow', 'palette', 'shadow'],
  ['cleanser', 'cleansing', 'cleanse', 'remover', 'remove'],
  ['price', 'cost', 'much', 'expensive'],
  ['duration', 'long', 'last'],
  ['domain', 'acquisition', 'acquire', 'asset', 'sale', 'buy', 'portfolio'],
  ['facial', 'face'],
  ['treatment', 'ritual', 'therapy'],
  ['book', 'booking', 'appointment', 'reserve', 'reservation'],
];

/**
 * Phrases that mean one word the copy uses, and phrases that only say what kind of answer is wanted
 * ("how much", "how long": the advisor reads them as asking for a price or a duration), which are no
 * words to look for.
 */
const PHRASES: readonly [RegExp, string][] = [
  [/\bdark (spots?|marks?|patches)\b/g, 'hyperpigmentation'],
  [/\bwhite cast\b/g, 'cast sunscreen'],
  [/\bnear me\b/g, 'location'],
  [/\bhow (long|much|many)\b/g, ''],
];

/** Lower case, accents and full-width forms folded (`Québec` is `quebec`). */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * One form for a word, its plural and its -ing form (`creams`, `cream`; `washing`, `wash`): enough
 * for the catalogue's English, applied alike to the copy and to the query.
 */
function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 5 && term.endsWith('ing')) {
    const root = term.slice(0, -3);
    // running, shipping: one of the doubled consonants goes too.
    return /([^aeiou])\1$/.test(root) ? root.slice(0, -1) : root;
  }
  // Not Paris, serious or iris.
  if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** A word as the index keeps it: folded, stemmed, or nothing for a stop word or a lone letter. */
export function indexTerm(term: string): string | null {
  const folded = fold(term);
  if (folded.length < 2 && !/\d/.test(folded)) return null;
  const stemmed = stem(folded);
  return STOP_WORDS.has(folded) || STOP_WORDS.has(stemmed) ? null : stemmed;
}

const tokenize = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Each word's synonyms, in the index's form (stemmed: "cleansing" is looked up as "cleans"). */
const synonymsOf = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) {
  const stemmed = [...new Set(group.map((word) => stem(fold(word))))];
  for (const word of stemmed) synonymsOf.set(word, stemmed.filter((other) => other !== word));
}

/** The query's meaningful terms, in the index's form (phrases rewritten, stop words dropped). */
export function queryTerms(query: string): string[] {
  let text = fold(query.slice(0, MAX_QUERY_LENGTH));
  for (const [phrase, word] of PHRASES) text = text.replace(phrase, ` ${word} `);
  return [...new Set(tokenize(text).map(indexTerm).filter((term): term is string => term !== null))];
}

const FIELDS = ['title', 'keywords', 'description', 'body'] as const;
/** A match in a name counts most, then the words that name an item, then what is shown, then the copy. */
const FIELD_BOOSTS = { title: 4, keywords: 2.5, description: 1.5, body: 1 };
/** A synonym counts for less than the word the visitor typed. */
const SYNONYM_WEIGHT = 0.5;

/**
 * What a visitor most often looks for comes first on equal words: the items and the houses, then
 * the questions, the pages, and the articles, whose long copy touches many words in passing.
 */
const KIND_BOOSTS: Record<SearchKind, number> = { product: 1.2, service: 1.2, location: 1.2, question: 1, page: 0.6, article: 0.7 };

/** A name's words and what visitors call them ("SPF" is sunscreen), indexed with the words that name the item. */
function namedAs(title: string): string {
  return tokenize(title)
    .map(indexTerm)
    .flatMap((term) => (term ? (synonymsOf.get(term) ?? []) : []))
    .join(' ');
}

export interface RankedDocument {
  document: SearchDocument;
  score: number;
  /** The query's terms that this document matched, themselves or through a prefix, a typo or a synonym. */
  matchedTerms: string[];
}

/**
 * An index over the site's documents. Built in a few milliseconds for the whole site (about 70
 * documents), so the browser builds it when /search first asks, and the advisor when its documents change.
 */
export class SiteSearchIndex {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly byId = new Map<string, SearchDocument>();

  constructor(documents: readonly SearchDocument[]) {
    this.index = new MiniSearch<SearchDocument>({
      fields: [...FIELDS],
      storeFields: [],
      tokenize,
      extractField: (document, field) => (field === 'keywords' ? `${document.keywords ?? ''} ${namedAs(document.title)}` : ((document as unknown as Record<string, string | undefined>)[field] ?? '')),
      processTerm: (term) => indexTerm(term) ?? null,
      searchOptions: {
        boost: FIELD_BOOSTS,
        // A word of three letters or more also finds the words it starts ("found" finds foundation).
        prefix: (term) => term.length >= 3,
        // One typo in a word of four letters or more, two in a long one ("lipstik", "clensing").
        fuzzy: (term) => (term.length >= 4 ? (term.length >= 8 ? 0.25 : 0.2) : false),
        maxFuzzy: 2,
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
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * The documents that answer `query`, best first. Any word may match, so a long question touches
   * many documents in passing: those scoring under `relevance` of the best one are left out (a
   * visitor reads ten good results, not thirty with twenty that share one word).
   */
  search(query: string, { limit = 20, kinds, relevance = 0.1 }: { limit?: number; kinds?: readonly SearchKind[]; relevance?: number } = {}): RankedDocument[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const synonyms = [...new Set(terms.flatMap((term) => synonymsOf.get(term) ?? []))].filter((synonym) => !terms.includes(synonym));
    const tree: Query = synonyms.length
      ? { combineWith: 'OR', queries: [terms.join(' '), { queries: [synonyms.join(' ')], boostTerm: () => SYNONYM_WEIGHT, fuzzy: false, prefix: false }] }
      : terms.join(' ');
    const results: SearchResult[] = this.index.search(tree, kinds ? { filter: (result) => kinds.includes(this.byId.get(String(result.id))!.kind) } : undefined);
    const floor = (results[0]?.score ?? 0) * relevance;
    return results
      .filter((result) => result.score >= floor)
      .slice(0, limit)
      .map((result) => ({
      document: this.byId.get(String(result.id))!,
      score: result.score,
        matchedTerms: matchedQueryTerms(terms, result.queryTerms),
      }));
  }

  /**
   * For a query that found nothing: the nearest words the site uses (with a wider typo tolerance)
   * and the items they lead to, so the page can say "Did you mean" for what was asked.
   */
  suggest(query: string, limit = 4): { terms: string[]; documents: SearchDocument[] } {
    const terms = queryTerms(query);
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

/** Which of the visitor's terms a result's matched query terms stand for (a synonym stands for the term it came from). */
function matchedQueryTerms(terms: readonly string[], matched: readonly string[]): string[] {
  return terms.filter((term) => matched.includes(term) || (synonymsOf.get(term) ?? []).some((synonym) => matched.includes(synonym)));
}

