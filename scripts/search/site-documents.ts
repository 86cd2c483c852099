import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apps, remoteAppNames } from '../../shared/build/apps';
import { checkedDocuments, SEARCH_DOCUMENTS_MODULE } from '../../shared/build/search-documents';
import type { SearchDocument } from '../../shared/src/search/documents';
import { root } from '../lib/workspace';

/**
 * Every document the remotes publish, read from their own modules as their builds do (each writes
 * them to its search.json): for the relevance tests and the search benchmark, which need the site's
 * real documents without a build.
 */
export async function siteSearchDocuments(): Promise<SearchDocument[]> {
  const perRemote = await Promise.all(
    remoteAppNames.map(async (name) => {
      const module = (await import(pathToFileURL(join(root, apps[name].dir, SEARCH_DOCUMENTS_MODULE)).href)) as { searchDocuments(): SearchDocument[] | Promise<SearchDocument[]> };
      return checkedDocuments(await module.searchDocuments());
    }),
  );
  return perRemote.flat();
}
