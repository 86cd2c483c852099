import { z } from 'zod';
import { SiteSearchIndex, type SearchDocument } from 'shared/search';
import { searchDocumentsFileOf } from 'shared/search-files';
import type { TranslatedDocuments } from './in-language.ts';

/**
 * The advisor reads what the remotes publish, as the shell does: the site's remotes.json says where
 * each remote lives, and each one's `search.json` sits next to its entry, with its documents in the
 * site's other languages beside it (`search.fr.json`, `search.es.json`). So a remote's deploy
 * updates the advisor's answers with no backend deploy, and the advisor never reads the remotes'
 * source folders.
 */

/** The site whose remotes the advisor reads (the shell's origin). Locally, `npm start`'s shell. */
export const DEFAULT_SITE_URL = 'http://localhost:5173';
/** Each file has this long to arrive; a remote that does not answer is left out, and the rest answer. */
export const SITE_DOCUMENTS_TIMEOUT_MS = 3_000;
/** How long an index is used before the files are asked for again (a failed read is asked again sooner). */
export const SITE_DOCUMENTS_TTL_MS = 60_000;
const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * The longest picture address and description a reply carries: a reply of three items with
 * pictures this long still fits a chat message (say.test.ts).
 */
export const IMAGE_SRC_MAX = 1024;
export const IMAGE_ALT_MAX = 250;

/**
 * A document's picture, its address resolved against the file that published it (a remote
 * publishes its built file relative to its entry). Only an http(s) address is kept, and a picture
 * that is not one, or has no size, is left out: the document still answers, without its card.
 */
const imageSchema = (file: URL) =>
  z
    .object({
      src: z
        .string()
        .transform((src) => (URL.canParse(src, file) ? new URL(src, file).href : src))
        .pipe(z.url({ protocol: /^https?$/ }).max(IMAGE_SRC_MAX)),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      alt: z.string().max(IMAGE_ALT_MAX),
    })
    .optional()
    .catch(({ error }) => {
      console.error(`[advisor] a picture in ${file.href} is left out:`, error.issues.map((issue) => `${issue.path.join('.') || 'image'}: ${issue.message}`).join('; '));
      return undefined;
    });

const documentsFileSchema = (file: URL) =>
  z.object({
    documents: z.array(
      z.object({
        id: z.string().min(1),
        kind: z.enum(['product', 'service', 'location', 'article', 'question', 'page']),
        title: z.string().min(1),
        description: z.string(),
        path: z.string().regex(/^\/(?!\/)/),
        keywords: z.string().optional(),
        body: z.string().optional(),
        visitorWords: z.string().optional(),
        writtenIn: z.string().optional(),
        facts: z.object({ price: z.string(), duration: z.string(), hours: z.string(), address: z.string(), answer: z.string() }).partial().optional(),
        image: imageSchema(file),
      }),
    ),
  });

export interface SiteDocumentsOptions {
  siteUrl?: string;
  fetch: typeof fetch;
  timeoutMs?: number;
  ttlMs?: number;
  now?: () => number;
}

async function fetchJson(fetcher: typeof fetch, url: URL, timeoutMs: number): Promise<unknown> {
  const response = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url.href}: HTTP ${response.status}`);
  return response.json();
}

/** The site's pages as the advisor knows them: indexed in English, and by id in the other languages. */
export interface SiteDocuments {
  index: SiteSearchIndex;
  translated: TranslatedDocuments;
}

/** The languages besides English a reply may be said in, from each remote's file of it. */
const TRANSLATED_LANGUAGES = ['fr', 'es'] as const;

/**
 * The site's current documents, read again after `ttlMs`. One read at a time; while it runs, callers
 * wait for it. A read that reaches no remote keeps the last documents (an advisor that knew the site
 * a minute ago still answers); with none yet, the answer is null and the advisor says it cannot
 * look. A remote's file in another language that cannot be read leaves its pages English in that
 * language's replies.
 */
export function siteDocuments({ siteUrl = DEFAULT_SITE_URL, fetch: fetcher, timeoutMs = SITE_DOCUMENTS_TIMEOUT_MS, ttlMs = SITE_DOCUMENTS_TTL_MS, now = Date.now }: SiteDocumentsOptions): () => Promise<SiteDocuments | null> {
  let current: SiteDocuments | null = null;
  let freshUntil = 0;
  let reading: Promise<SiteDocuments | null> | null = null;

  const read = async (): Promise<SiteDocuments | null> => {
    let documents: SearchDocument[] = [];
    const translated = new Map(TRANSLATED_LANGUAGES.map((language) => [language, new Map<string, SearchDocument>()]));
    try {
      const base = new URL(siteUrl);
      const remotes = z.record(z.string(), z.string()).parse(await fetchJson(fetcher, new URL('/remotes.json', base), timeoutMs));
      const documentsIn = async (entry: string, name: string) => {
        const file = new URL(name, new URL(entry, base));
        return documentsFileSchema(file).parse(await fetchJson(fetcher, file, timeoutMs)).documents satisfies SearchDocument[];
      };
      // Every file at once: the time limit is one file's, however many there are.
      const [files, others] = await Promise.all([
        Promise.allSettled(Object.values(remotes).map((entry) => documentsIn(entry, searchDocumentsFileOf('en')))),
        Promise.allSettled(Object.values(remotes).flatMap((entry) => TRANSLATED_LANGUAGES.map(async (language) => ({ language, documents: await documentsIn(entry, searchDocumentsFileOf(language)) })))),
      ]);
      documents = files.flatMap((file) => (file.status === 'fulfilled' ? file.value : []));
      for (const file of files) if (file.status === 'rejected') console.error('[advisor] a remote’s search documents could not be read:', file.reason);
      for (const file of others) {
        if (file.status === 'rejected') console.error('[advisor] a remote’s search documents in another language could not be read:', file.reason);
        else for (const document of file.value.documents) translated.get(file.value.language)!.set(document.id, document);
      }
    } catch (failure) {
      console.error('[advisor] the site’s remotes.json could not be read:', failure);
    }
    if (documents.length === 0) {
      freshUntil = now() + RETRY_AFTER_FAILURE_MS;
      return current;
    }
    current = { index: new SiteSearchIndex(documents), translated: Object.fromEntries(translated) };
    freshUntil = now() + ttlMs;
    return current;
  };

  return () => {
    if (now() < freshUntil) return Promise.resolve(current);
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };
}
