import type { Locale } from 'shared/locales';
import { queryTerms, SiteSearchIndex, type SearchDocument, type SearchDocumentsFile } from 'shared/search';
import { SEARCH_LANGUAGES } from 'shared/search-languages';
import type { RemoteName } from 'shared/routes';

/** The remotes that publish search documents (the page names one that did not answer). */
export const searchSources: readonly RemoteName[] = ['catalogue', 'booking', 'locations', 'press', 'advisor'];

/** A part of the site that could not be searched: a remote, or the whole site (nothing could be read). */
export type UnsearchedPart = RemoteName | 'site';

export interface SearchDocumentSet {
  /** The language the documents are written in, which the query is read in. */
  locale: Locale;
  documents: SearchDocument[];
  /** Parts of the site that could not be searched (a remote down): said on the page, never hidden. */
  unavailable: UnsearchedPart[];
}

/** A remote's documents in its published `search.json` or `search.fr.json` (`file`, as parsed); throws when it lists none. */
export function documentsIn(file: Partial<SearchDocumentsFile> | null, remote: RemoteName): SearchDocument[] {
  if (!Array.isArray(file?.documents)) throw new Error(`${remote}'s search.json lists no documents`);
  return file.documents;
}

/**
 * The site's documents in `locale` as one set, each source's read side by side by the reader given
 * (the page's own fetch, the server's revalidating one): what came, and the parts that did not,
 * named. While every source gives back the same array, the set holds the same array, so the engine
 * keeps its index (below).
 */
export function searchDocumentSets(locale: Locale): (readOf: (remote: RemoteName) => Promise<SearchDocument[]>) => Promise<SearchDocumentSet> {
  let last: { parts: SearchDocument[][]; documents: SearchDocument[] } | null = null;
  return async (readOf) => {
    const settled = await Promise.allSettled(searchSources.map((remote) => readOf(remote)));
    const parts = settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
    const unavailable = settled.flatMap((outcome, index) => (outcome.status === 'rejected' ? [searchSources[index]!] : []));
    if (!last || parts.some((part, index) => part !== last!.parts[index])) last = { parts, documents: parts.flat() };
    return { locale, documents: last.documents, unavailable };
  };
}

/** What a result shows of its document: its page, title and description, grouped by kind. */
export type SearchHit = Pick<SearchDocument, 'id' | 'kind' | 'title' | 'description' | 'path' | 'writtenIn'>;

export interface SiteSearchResult {
  hits: SearchHit[];
  unavailable: UnsearchedPart[];
  /** For a query that found nothing: the nearest words the site uses, and the items they lead to. */
  suggestions: { terms: string[]; documents: SearchHit[] };
}

/**
 * A query searched where the page was written (the shell's server, for /search?q=), so the page
 * arrives with its results: the search island's one prop, plain data in the page's HTML.
 */
export interface FoundSearch {
  query: string;
  result: SiteSearchResult;
}

/** One index per set of documents (one language's): built once (a few milliseconds), then every query reuses it. */
const indexes = new WeakMap<SearchDocument[], SiteSearchIndex>();

const hitOf = ({ id, kind, title, description, path, writtenIn }: SearchDocument): SearchHit => ({ id, kind, title, description, path, ...(writtenIn ? { writtenIn } : {}) });

/** Whether a query holds a word to search for, in the page's language (not only words that say nothing). */
export const hasSearchWords = (query: string, locale: Locale): boolean => queryTerms(query, { language: SEARCH_LANGUAGES[locale] }).length > 0;

/**
 * Searches the site's documents in their language, in the browser as the visitor types and on the shell's server for
 * the page of a query: the same engine, so the page written and the page typed into agree.
 */
export function searchSite({ locale, documents, unavailable }: SearchDocumentSet, query: string): SiteSearchResult {
  // The page's own measure of a search (npm run bench:search reads it): documents in, results out.
  const started = performance.now();
  let index = indexes.get(documents);
  if (!index) {
    index = new SiteSearchIndex(documents, { language: SEARCH_LANGUAGES[locale] });
    indexes.set(documents, index);
  }
  const hits = index.search(query, { limit: 30 }).map((ranked) => hitOf(ranked.document));
  const nearest = hits.length === 0 ? index.suggest(query) : { terms: [], documents: [] };
  const result = { hits, unavailable, suggestions: { terms: nearest.terms, documents: nearest.documents.map(hitOf) } };
  performance.measure('noirelle:search', { start: started });
  return result;
}
