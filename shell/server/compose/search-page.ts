/**
 * /search?q=: the page written with its results. The server reads each remote's `search.json` as it
 * reads its `seo.json` (revalidated on each request: ./remote-files.ts) and searches it with the
 * engine the page's own code uses (src/search/search-site.ts). The results come with the HTML, so
 * they are the page's largest paint, they are there without script, and a new search is the form's
 * own GET until the island's code comes.
 */
import { withIslandWrittenFor } from 'shared/first-view';
import { MAX_QUERY_LENGTH, queryTerms } from 'shared/search';
import { SEARCH_DOCUMENTS_FILE, type SearchDocumentsFile } from 'shared/search-documents';
import siteSearch from '../../src/islands/site-search';
import { documentsIn, searchDocumentSets, searchSite, type SearchDocumentSet } from '../../src/search/search-site';
import { json, type RemoteFiles } from './remote-files';
import type { ComposedRoute, RemoteEntries } from './routes';

/** The page the site's search is. */
export const SEARCH_PATH = '/search';

/**
 * Every remote's published documents as they stand, and which remotes could not be read: each
 * `search.json` revalidated on each request, the last good copy kept while its remote is down.
 */
export class SiteDocuments {
  private readonly documentSet = searchDocumentSets();

  constructor(private readonly remoteFiles: RemoteFiles) {}

  read(entries: RemoteEntries): Promise<SearchDocumentSet> {
    return this.documentSet(async (remote) => {
      const entry = entries[remote];
      if (!entry) throw new Error(`remotes.json has no address for ${remote}`);
      const file = await this.remoteFiles.current(new URL(SEARCH_DOCUMENTS_FILE, entry).href, json<Partial<SearchDocumentsFile> | null>);
      return documentsIn(file, remote);
    });
  }
}

/**
 * The search page's route for `url`: with a query of words, its published page with the search
 * island written again for that address, holding what was found; without one, as published.
 */
export async function searchPageFor(route: ComposedRoute, url: URL, documents: () => Promise<SearchDocumentSet>): Promise<ComposedRoute> {
  const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  if (route.html === undefined || queryTerms(query).length === 0) return route;
  const found = { query, result: searchSite(await documents(), query) };
  const html = withIslandWrittenFor(route.html, siteSearch, { found }, `${route.path}${url.search}`);
  if (html === undefined) {
    console.warn(`[site] ${SEARCH_PATH}: its published page does not hold the search island this server writes; the page's code searches instead`);
    return route;
  }
  return { ...route, html };
}
