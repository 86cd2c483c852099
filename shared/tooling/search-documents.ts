import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SEARCH_DOCUMENTS_FILE, type SearchDocument, type SearchDocumentsFile } from '../src/search/documents';
import { loadAppModule } from './load-app-module';

/** The module a remote publishes its search documents from, when it has one. */
export const SEARCH_DOCUMENTS_MODULE = 'src/search-documents.ts';

/** A remote's documents, loaded in Node from its own module, as the build does (the tests and the benchmark read them so too). */
export async function loadSearchDocuments(appRoot: string): Promise<SearchDocument[]> {
  const loaded = await loadAppModule<{ searchDocuments?: () => SearchDocument[] | Promise<SearchDocument[]> }>(resolve(appRoot, SEARCH_DOCUMENTS_MODULE));
  if (typeof loaded.searchDocuments !== 'function') throw new Error(`${SEARCH_DOCUMENTS_MODULE} exports no searchDocuments()`);
  return checkedDocuments(await loaded.searchDocuments());
}

/** What every document must be: the browser and the advisor index them as they are. */
export function checkedDocuments(documents: readonly SearchDocument[]): SearchDocument[] {
  const ids = new Set<string>();
  for (const document of documents) {
    if (ids.has(document.id)) throw new Error(`search document ${document.id} is published twice`);
    ids.add(document.id);
    if (!document.title.trim() || !document.description.trim()) throw new Error(`search document ${document.id} has no title or description`);
    if (!/^\/(?!\/)/.test(document.path)) throw new Error(`search document ${document.id}: ${document.path} is not a site path`);
  }
  return [...documents];
}

/**
 * Publishes the remote's search documents (src/search-documents.ts) as `search.json` next to its
 * entry, at build time, as seo.json is published: the shell's /search and the advisor both read
 * what each remote's current build says, and a remote's deploy updates both.
 */
export function searchDocumentsPlugin({ app, build }: { app: string; build: string }): Plugin {
  let root = process.cwd();
  let documents: SearchDocument[] | null = null;
  return {
    name: 'noirelle:search-documents',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      documents = existsSync(resolve(root, SEARCH_DOCUMENTS_MODULE)) ? await loadSearchDocuments(root) : null;
    },
    generateBundle() {
      if (!documents) return;
      const file: SearchDocumentsFile = { app, build, documents };
      this.emitFile({ type: 'asset', fileName: SEARCH_DOCUMENTS_FILE, source: `${JSON.stringify(file)}\n` });
    },
  };
}
