import type { z } from 'zod';
import { corsHeaders } from './cors.ts';

export function json(request: Request, body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...corsHeaders(request), ...extra } });
}

/** `{ error: message, fields? }`, the one error shape every function answers with. */
export function error(request: Request, status: number, message: string, fields?: Record<string, string>): Response {
  return json(request, fields ? { error: message, fields } : { error: message }, status);
}

/** 429 with Retry-After (and the same in the body, which a browser reads without exposing headers). */
export function tooManyRequests(request: Request, message: string, retryAfterSeconds: number): Response {
  return json(request, { error: message, retryAfter: retryAfterSeconds }, 429, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * Counts one attempt in each bucket, in order, and answers the 429 of the first that is full (or
 * null): the hit is stored by its own call, so a failed attempt counts as much as a good one.
 */
export async function firstFullBucket(rpc: (fn: string, args: Record<string, unknown>) => Promise<unknown>, buckets: readonly { bucket: string; maxHits: number }[]): Promise<number | null> {
  for (const { bucket, maxHits } of buckets) {
    const wait = Number(await rpc('rate_limit_wait', { p_bucket: bucket, p_max_hits: maxHits, p_window_seconds: 60 }));
    if (wait > 0) return wait;
  }
  return null;
}

export const MAX_BODY_BYTES = 16_384;

/** The request's JSON body checked against `schema`, or the 4xx response to send instead. */
export async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<{ data: T } | { response: Response }> {
  // JSON only: a text/plain or form body is refused, not guessed at (415).
  if (!/^application\/json\s*(?:;|$)/i.test(request.headers.get('content-type') ?? '')) return { response: error(request, 415, 'Send the body as application/json.') };
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return { response: error(request, 413, 'The request is too large.') };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return { response: error(request, 413, 'The request is too large.') };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { response: error(request, 400, 'The request body must be JSON.') };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));
    return { response: error(request, 400, 'Some fields are missing or invalid.', fields) };
  }
  return { data: parsed.data };
}

/** Aborts `fetch` after `ms` milliseconds. */
export async function fetchWithTimeout(fetcher: typeof fetch, url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${ms} ms`)), ms);
  try {
    return await fetcher(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/** Escapes a value for an HTML email body. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
