/**
 * /search?q=: the page written with its results. The server reads each remote's `search.json` as it
 * reads its `seo.json` (revalidated on each request: ./remote-files.ts) and searches it with the
 * engine the page's own code uses (src/search/search-site.ts). The results come with the HTML, so
 * they are the page's largest paint, they are there without script, and a new search is the form's
 * own GET until the island's code comes.
 */
import { withIslandWrittenFor } from 'shared/first-view';
import { localizedPath, type Locale } from 'shared/locales';
import { MAX_QUERY_LENGTH } from 'shared/search';
import { searchDocumentsFileOf, type SearchDocumentsFile } from 'shared/search-documents';
import siteSearch from '../../src/islands/site-search';
import { shellLanguageOf } from '../../src/first-view/frame';
import { documentsIn, hasSearchWords, searchDocumentSets, searchSite, type SearchDocumentSet } from '../../src/search/search-site';
import { json, type RemoteFiles } from './remote-files';
import type { ComposedRoute, RemoteEntries } from './routes';

/** The page the site's search is. */
export const SEARCH_PATH = '/search';

/**
 * Every remote's published documents in a language as they stand, and which remotes could not be
 * read: each `search.json` (`search.fr.json`…) revalidated on each request, the last good copy kept
 * while its remote is down.
 */
export class SiteDocuments {
  private readonly documentSets = new Map<Locale, ReturnType<typeof searchDocumentSets>>();

  constructor(private readonly remoteFiles: RemoteFiles) {}

  read(entries: RemoteEntries, locale: Locale): Promise<SearchDocumentSet> {
    let documentSet = this.documentSets.get(locale);
    if (!documentSet) this.documentSets.set(locale, (documentSet = searchDocumentSets(locale)));
    return documentSet(async (remote) => {
      const entry = entries[remote];
      if (!entry) throw new Error(`remotes.json has no address for ${remote}`);
      const file = await this.remoteFiles.current(new URL(searchDocumentsFileOf(locale), entry).href, json<Partial<SearchDocumentsFile> | null>);
      return documentsIn(file, remote);
    });
  }
}

/**
 * The search page's route for `url` in `locale`: with a query of words, its published page with the
 * search island written again for that address, holding what was found in that language's
 * documents; without one, as published.
 */
export async function searchPageFor(route: ComposedRoute, url: URL, locale: Locale, documents: (locale: Locale) => Promise<SearchDocumentSet>): Promise<ComposedRoute> {
  const query = (url.searchParams.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  if (route.html === undefined || !hasSearchWords(query, locale)) return route;
  const found = { query, result: searchSite(await documents(locale), query) };
  // The island as the build wrote it in this language (the shell's messages and `shared`'s), under the language's prefix.
  const html = withIslandWrittenFor(route.html, siteSearch, { found }, `${localizedPath(route.path, locale)}${url.search}`, shellLanguageOf(locale));
  if (html === undefined) {
    console.warn(`[site] ${SEARCH_PATH}: its published page does not hold the search island this server writes; the page's code searches instead`);
    return route;
  }
  return { ...route, html };
}
