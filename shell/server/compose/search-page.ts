/**
 * /search?q=: the page written with its results. The server reads each remote's `search.json` as it
 * reads its `seo.json` (revalidated on each request: ./remote-files.ts) and searches it with the
 * engine the page's own code uses (src/search/search-site.ts). The results come with the HTML, so
 * they are the page's largest paint, they are there without script, and a new search is the form's
 * own GET until the island's code comes.
 */
import { withIslandWrittenFor } from 'shared/first-view';
import { MAX_QUERY_LENGTH, queryTerms } from 'shared/search';
import { SEARCH_DOCUMENTS_FILE, type SearchDocument, type SearchDocumentsFile } from 'shared/search-documents';
import siteSearch from '../../src/islands/site-search';
import { searchSite, searchSources, type SearchDocumentSet } from '../../src/search/search-site';
import { json, type RemoteFiles } from './remote-files';
import type { ComposedRoute, RemoteEntries } from './routes';

/** The page the site's search is. */
export const SEARCH_PATH = '/search';

/** Every remote's published documents as they stand, and which remotes could not be read. */
export class SiteDocuments {
  private last: { files: readonly SearchDocument[][]; documents: SearchDocument[] } | null = null;

  constructor(private readonly remoteFiles: RemoteFiles) {}

  async read(entries: RemoteEntries): Promise<SearchDocumentSet> {
    const settled = await Promise.allSettled(
      searchSources.map(async ({ remote }) => {
        const entry = entries[remote];
        if (!entry) throw new Error(`remotes.json has no address for ${remote}`);
        const file = await this.remoteFiles.current(new URL(SEARCH_DOCUMENTS_FILE, entry).href, json<Partial<SearchDocumentsFile> | null>);
        if (!Array.isArray(file?.documents)) throw new Error(`${remote}'s ${SEARCH_DOCUMENTS_FILE} lists no documents`);
        return file.documents;
      }),
    );
    const files = settled.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : []));
    const unavailable = settled.flatMap((outcome, index) => (outcome.status === 'rejected' ? [searchSources[index]!.label] : []));
    for (const outcome of settled) if (outcome.status === 'rejected') console.warn('[site] /search:', outcome.reason);
    // Unchanged files are the same arrays (a 304 keeps the parsed copy): the same documents, so the engine keeps its index.
    if (!this.last || files.some((file, index) => file !== this.last!.files[index])) this.last = { files, documents: files.flat() };
    return { documents: this.last.documents, unavailable };
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
