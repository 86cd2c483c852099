import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { AnyRouteModule, RouteContext } from '../src/route-module';
import { intlFor } from '../src/i18n/format';
import { SOURCE_LOCALE, type Locale } from '../src/i18n/locales';
import { routePathOf } from '../src/route-paths';
import { pageDocument, searchDocumentsFileOf, type SearchDocument, type SearchDocumentsFile, type SearchImage } from '../src/search/documents';
import { appLanguages } from './app-languages';
import { EmittedAssets } from './emitted-assets';
import { loadAppModule } from './load-app-module';
import { routeModuleFiles } from './route-files';

/** The module a remote publishes its search documents from, when it has one. */
export const SEARCH_DOCUMENTS_MODULE = 'src/search-documents.ts';

/**
 * What that module exports: its documents in the language of the context it is given (the same ids
 * and paths in every language), and, optionally, a picture for some of them by id (`searchImages`). The pictures are apart because only a build has a URL for them: the documents
 * read in Node without one (the relevance tests, the benchmark, the advisor's training) are the
 * copy alone, the same wherever the repository is checked out.
 */
interface SearchDocumentsModule {
  searchDocuments?: (context: RouteContext) => SearchDocument[] | Promise<SearchDocument[]>;
  searchImages?: () => Record<string, SearchImage>;
}

const loadSearchModule = (appRoot: string) => loadAppModule<SearchDocumentsModule>(resolve(appRoot, SEARCH_DOCUMENTS_MODULE));

/**
 * What visitors call the app's documents, by id, beside its code: written by `npm run search:train`
 * from the labelled questions and queries, and published with the documents, so a remote deploys
 * its learned words with its copy.
 */
export const VISITOR_WORDS_FILE = 'src/search-words.generated.json';

export interface VisitorWordsFile {
  about: string;
  words: Record<string, string>;
}

/** The documents with the words visitors call them, when the app has learned any. */
function withVisitorWords(documents: readonly SearchDocument[], appRoot: string): SearchDocument[] {
  const file = resolve(appRoot, VISITOR_WORDS_FILE);
  if (!existsSync(file)) return [...documents];
  const { words } = JSON.parse(readFileSync(file, 'utf8')) as VisitorWordsFile;
  return documents.map((document) => (words[document.id] ? { ...document, visitorWords: words[document.id] } : document));
}

/**
 * A document for each page of the app's route modules without params, from the module itself: its
 * head's title and description, and what its `search` adds. A new route is found with no other file.
 */
async function pageDocuments(appRoot: string, app: string, context: RouteContext): Promise<SearchDocument[]> {
  const documents: SearchDocument[] = [];
  for (const file of routeModuleFiles(appRoot)) {
    const path = routePathOf(file);
    if (path.includes(':')) continue;
    const route = (await loadAppModule<{ default: AnyRouteModule }>(resolve(appRoot, 'src', file))).default;
    const { keywords, body } = route.search?.(context) ?? {};
    documents.push({ ...pageDocument(app, path, route.head(undefined as never, context), keywords), ...(body ? { body } : {}) });
  }
  return documents;
}

/**
 * The app's documents in the context's language: what its module publishes, then its pages; each
 * with what visitors call it (words learned from questions in every language, so in every file).
 */
async function documentsOf(loaded: SearchDocumentsModule, appRoot: string, app: string, context: RouteContext): Promise<SearchDocument[]> {
  if (typeof loaded.searchDocuments !== 'function') throw new Error(`${SEARCH_DOCUMENTS_MODULE} exports no searchDocuments()`);
  return withVisitorWords(checkedDocuments([...(await loaded.searchDocuments(context)), ...(await pageDocuments(appRoot, app, context))]), appRoot);
}

/** Each language the app publishes in (or those of them asked for, and English), with its documents in it. */
async function documentsByLanguage(loaded: SearchDocumentsModule, appRoot: string, app: string, asked?: Locale): Promise<Map<Locale, SearchDocument[]>> {
  const editions = new Map<Locale, SearchDocument[]>();
  for (const { locale, language } of await appLanguages(appRoot)) {
    if (asked && locale !== asked && locale !== SOURCE_LOCALE) continue;
    editions.set(locale, await documentsOf(loaded, appRoot, app, { locale, intl: intlFor(locale, language?.messages) }));
  }
  const english = editions.get(SOURCE_LOCALE)!;
  for (const [locale, documents] of editions) {
    const same = documents.length === english.length && documents.every((document, index) => document.id === english[index]!.id && document.path === english[index]!.path);
    if (!same) throw new Error(`${app}'s ${locale} search documents are not the English ones (the same ids and paths, in the same order)`);
  }
  return editions;
}

/**
 * A remote's documents in `locale` (English by default), loaded in Node from its own modules, as the
 * build does (the tests and the benchmark read them so too).
 */
export async function loadSearchDocuments(appRoot: string, app: string, locale: Locale = SOURCE_LOCALE): Promise<SearchDocument[]> {
  const editions = await documentsByLanguage(await loadSearchModule(appRoot), appRoot, app, locale);
  const documents = editions.get(locale);
  if (!documents) throw new Error(`${app} publishes no search documents in ${locale}`);
  return documents;
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
 * The documents as the build publishes them: each with its picture, named as the file the build
 * emitted, relative to the entry (search.json sits beside it), or as the absolute https URL the
 * module gave. A picture of no document, or of a file the build does not hold, is an error.
 */
export function withPublishedImages(documents: readonly SearchDocument[], images: Readonly<Record<string, SearchImage>>, emitted: EmittedAssets): SearchDocument[] {
  const ids = new Set(documents.map((document) => document.id));
  for (const id of Object.keys(images)) if (!ids.has(id)) throw new Error(`${SEARCH_DOCUMENTS_MODULE}: searchImages() names ${id}, which is no document`);
  return documents.map((document) => {
    const image = images[document.id];
    if (!image) return document;
    if (!Number.isInteger(image.width) || !Number.isInteger(image.height) || image.width <= 0 || image.height <= 0) throw new Error(`${document.id}: its picture has no size`);
    if (image.src.startsWith('https://')) return { ...document, image };
    if (!image.src.startsWith('file:')) throw new Error(`${document.id}: its picture ${image.src} is neither the app's own file nor an https URL`);
    const src = emitted.fileOf(image.src);
    if (!src) throw new Error(`${document.id}: its picture ${emitted.sourceOf(image.src)} is not in the build (is it used by a page?)`);
    return { ...document, image: { ...image, src } };
  });
}

/**
 * Publishes the remote's search documents (src/search-documents.ts) next to its entry, at build
 * time, as seo.json is published: `search.json` in English and `search.fr.json`, `search.es.json` in
 * each other language it publishes. The shell's /search and the advisor both read what each
 * remote's current build says, and a remote's deploy updates both.
 */
export function searchDocumentsPlugin({ app, build }: { app: string; build: string }): Plugin {
  let root = process.cwd();
  let editions: Map<Locale, SearchDocument[]> | null = null;
  let images: Record<string, SearchImage> = {};
  return {
    name: 'noirelle:search-documents',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      if (!existsSync(resolve(root, SEARCH_DOCUMENTS_MODULE))) return;
      const loaded = await loadSearchModule(root);
      editions = await documentsByLanguage(loaded, root, app);
      images = loaded.searchImages?.() ?? {};
    },
    generateBundle(_options, bundle) {
      if (!editions) return;
      const emitted = new EmittedAssets(bundle, root);
      for (const [locale, documents] of editions) {
        const file: SearchDocumentsFile = { app, build, documents: withPublishedImages(documents, images, emitted) };
        this.emitFile({ type: 'asset', fileName: searchDocumentsFileOf(locale), source: `${JSON.stringify(file)}\n` });
      }
    },
  };
}
