import { createContext } from 'react';
import type { RemoteName } from 'shared';
import type { Locale } from 'shared/locales';
import { fetchRemotesConfig, remotesConfigOfPage, type RemotesConfig } from '../remotes/remotes-config';
import { searchDocumentsFileOf, type SearchDocument, type SearchDocumentsFile } from 'shared/search-documents';
import { documentsIn, searchDocumentSets, type SearchDocumentSet } from './search-site';

/**
 * How long a remote has to send its documents. One that hangs (accepts the connection, never
 * answers) is named as unavailable after this, and the others' results show.
 */
export const SEARCH_TIME_LIMIT_MS = 5_000;

/** Every remote's published documents in a language, fetched at once. */
export type SearchDocumentsLoader = (locale: Locale) => Promise<SearchDocumentSet>;

/**
 * Reads each remote's documents in the page's language (`search.json`, `search.fr.json`) from where
 * remotes.json says the remote lives (next to its entry), as the shell's server reads its
 * `seo.json`: the documents of the build that is deployed now. A remote's documents are kept for
 * the visit once they came; one that failed is asked again by the next search.
 */
export function createSearchDocumentsLoader(
  entryOf: (remote: RemoteName) => Promise<string | undefined>,
  { timeLimitMs = SEARCH_TIME_LIMIT_MS, fetch: fetchDocuments = (input: URL, init: RequestInit) => fetch(input, init) } = {},
): SearchDocumentsLoader {
  const loaded = new Map<string, SearchDocument[]>();
  const documentsOf = async (remote: RemoteName, locale: Locale): Promise<SearchDocument[]> => {
    const file = searchDocumentsFileOf(locale);
    const known = loaded.get(`${remote}/${file}`);
    if (known) return known;
    const entry = await entryOf(remote);
    if (!entry) throw new Error(`remotes.json has no address for ${remote}`);
    // The time limit covers the body too: a server that sends headers and then stalls is given up on.
    const response = await fetchDocuments(new URL(file, new URL(entry, location.href)), { signal: AbortSignal.timeout(timeLimitMs) });
    if (!response.ok) throw new Error(`${remote}'s ${file}: HTTP ${response.status}`);
    const documents = documentsIn((await response.json()) as Partial<SearchDocumentsFile> | null, remote);
    loaded.set(`${remote}/${file}`, documents);
    return documents;
  };
  const documentSets = new Map<Locale, ReturnType<typeof searchDocumentSets>>();
  return (locale) => {
    let documentSet = documentSets.get(locale);
    if (!documentSet) documentSets.set(locale, (documentSet = searchDocumentSets(locale)));
    return documentSet((remote) => documentsOf(remote, locale));
  };
}

let pageRemotes: Promise<RemotesConfig> | undefined;

/**
 * The page's documents: each remote's, from where the remotes.json the page was composed with says
 * it lives (or, on a page without one, the file itself, read once).
 */
export const pageSearchDocuments: SearchDocumentsLoader = createSearchDocumentsLoader(async (remote) => {
  pageRemotes ??= Promise.resolve(remotesConfigOfPage(document) ?? fetchRemotesConfig()).catch((error: unknown) => {
    pageRemotes = undefined;
    throw error;
  });
  return (await pageRemotes)[remote];
});

/** Where /search's island reads the documents from: the page's, unless a test gives its own. */
export const SearchDocumentsContext = createContext<SearchDocumentsLoader>(pageSearchDocuments);
