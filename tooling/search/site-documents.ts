import { join } from 'node:path';
import { apps, remoteAppNames, type RemoteAppName } from 'shared/federation-apps';
import { loadSearchDocuments } from 'shared/load-search-documents';
import type { TranslatedDocuments } from 'backend/advisor';
import type { Locale } from 'shared/locales';
import type { SearchDocument } from 'shared/search-documents';
import { root } from '../lib/workspace';

/** The site's copy as one text: every document's title, description, body, keywords and answer. */
export const siteCopy = (documents: readonly SearchDocument[]): string => documents.map((document) => [document.title, document.description, document.body, document.keywords, document.facts?.answer].join('\n')).join('\n');

/**
 * Every document the remotes publish (in English, or in `locale`), read from their own modules as their builds do (each writes
 * them to its search.json): for the relevance tests and the search benchmark, which need the site's
 * real documents without a build.
 */
export async function siteSearchDocuments(locale?: Locale): Promise<SearchDocument[]> {
  return [...(await siteSearchDocumentsByApp(locale)).values()].flat();
}

/** The same documents, by the remote that publishes them; in English unless a language is named. */
export async function siteSearchDocumentsByApp(locale?: Locale): Promise<Map<RemoteAppName, SearchDocument[]>> {
  return new Map(await Promise.all(remoteAppNames.map(async (name) => [name, await loadSearchDocuments(join(root, apps[name].dir), name, locale)] as const)));
}

/** The documents in French and Spanish by id, as the advisor reads them beside the English (its replies in those languages). */
export async function siteTranslatedDocuments(): Promise<TranslatedDocuments> {
  const byId = async (locale: Locale) => new Map((await siteSearchDocuments(locale)).map((document) => [document.id, document]));
  return { fr: await byId('fr'), es: await byId('es') };
}
