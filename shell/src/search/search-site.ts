import { SiteSearchIndex, type SearchDocument } from 'shared/search';
import type { SearchDocumentSet } from './search-documents';

export interface SiteSearchResult {
  hits: SearchDocument[];
  unavailable: string[];
  /** For a query that found nothing: the nearest words the site uses, and the items they lead to. */
  suggestions: { terms: string[]; documents: SearchDocument[] };
}

/** One index per set of documents: built once (a few milliseconds), then every query reuses it. */
const indexes = new WeakMap<SearchDocument[], SiteSearchIndex>();

/** Searches the site's documents (the /search page's code, loaded with it: the engine is not on any other page). */
export function searchSite({ documents, unavailable }: SearchDocumentSet, query: string): SiteSearchResult {
  // The page's own measure of a search (npm run bench:search reads it): documents in, results out.
  const started = performance.now();
  let index = indexes.get(documents);
  if (!index) {
    index = new SiteSearchIndex(documents);
    indexes.set(documents, index);
  }
  const hits = index.search(query, { limit: 30 }).map((ranked) => ranked.document);
  const result = { hits, unavailable, suggestions: hits.length === 0 ? index.suggest(query) : { terms: [], documents: [] } };
  performance.measure('noirelle:search', { start: started });
  return result;
}
