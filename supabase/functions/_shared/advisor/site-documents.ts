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

const documentSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['product', 'service', 'location', 'article', 'question', 'page']),
  title: z.string().min(1),
  description: z.string(),
  path: z.string().regex(/^\/(?!\/)/),
  keywords: z.string().optional(),
  body: z.string().optional(),
  facts: z.object({ price: z.string(), duration: z.string(), hours: z.string(), address: z.string(), answer: z.string() }).partial().optional(),
});
const documentsFileSchema = z.object({ documents: z.array(documentSchema) });

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
      const files = await Promise.allSettled(Object.values(remotes).map(async (entry) => documentsFileSchema.parse(await fetchJson(fetcher, new URL('search.json', new URL(entry, base)), timeoutMs)).documents));
      documents = files.flatMap((file) => (file.status === 'fulfilled' ? (file.value as SearchDocument[]) : []));
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
