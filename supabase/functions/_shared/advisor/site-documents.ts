import { z } from 'zod';
import { SiteSearchIndex, type SearchDocument } from 'shared/search';

/**
 * The advisor reads what the remotes publish, as the shell does: the site's remotes.json says where
 * each remote lives, and each one's `search.json` sits next to its entry. So a remote's deploy
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

/**
 * The site's current index, read again after `ttlMs`. One read at a time; while it runs, callers
 * wait for it. A read that reaches no remote keeps the last index (an advisor that knew the site a
 * minute ago still answers); with none yet, the answer is null and the advisor says it cannot look.
 */
export function siteDocumentsIndex({ siteUrl = DEFAULT_SITE_URL, fetch: fetcher, timeoutMs = SITE_DOCUMENTS_TIMEOUT_MS, ttlMs = SITE_DOCUMENTS_TTL_MS, now = Date.now }: SiteDocumentsOptions): () => Promise<SiteSearchIndex | null> {
  let index: SiteSearchIndex | null = null;
  let freshUntil = 0;
  let reading: Promise<SiteSearchIndex | null> | null = null;

  const read = async (): Promise<SiteSearchIndex | null> => {
    let documents: SearchDocument[] = [];
    try {
      const base = new URL(siteUrl);
      const remotes = z.record(z.string(), z.string()).parse(await fetchJson(fetcher, new URL('/remotes.json', base), timeoutMs));
      const files = await Promise.allSettled(
        Object.values(remotes).map(async (entry) => {
          const file = new URL('search.json', new URL(entry, base));
          return documentsFileSchema(file).parse(await fetchJson(fetcher, file, timeoutMs)).documents;
        }),
      );
      documents = files.flatMap((file) => (file.status === 'fulfilled' ? (file.value satisfies SearchDocument[]) : []));
      for (const file of files) if (file.status === 'rejected') console.error('[advisor] a remote’s search documents could not be read:', file.reason);
    } catch (failure) {
      console.error('[advisor] the site’s remotes.json could not be read:', failure);
    }
    if (documents.length === 0) {
      freshUntil = now() + RETRY_AFTER_FAILURE_MS;
      return index;
    }
    index = new SiteSearchIndex(documents);
    freshUntil = now() + ttlMs;
    return index;
  };

  return () => {
    if (now() < freshUntil) return Promise.resolve(index);
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };
}
