/**
 * What a remote needs to publish its search documents, without the engine: the types, the file's
 * name and a page's document. The remotes' `src/search-documents.ts`, the build plugin
 * (shared/build/search-documents.ts) and the shell's loader import this; only /search and the
 * advisor import the engine itself (./engine.ts, with MiniSearch).
 */
import type { SearchDocument } from './engine';

export type { SearchDocument, SearchDocumentsFile, SearchFacts, SearchKind } from './engine';

/** Published next to each remote's entry, like seo.json. */
export const SEARCH_DOCUMENTS_FILE = 'search.json';

/** A page as a document: its title and description as its head states them (its PageMeta). */
export function pageDocument(owner: string, path: string, page: { title: string; description: string }, keywords = ''): SearchDocument {
  return { id: `${owner}:page:${path}`, kind: 'page', title: page.title, description: page.description, path, keywords };
}
