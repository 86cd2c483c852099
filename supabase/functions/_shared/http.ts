import type { z } from 'zod';
import { corsHeaders } from './cors.ts';
import { RpcFailure, type BackendDeps, type Handler } from './deps.ts';
import { isUnstorableRefusal } from './validation.ts';

/** Headers on every answer: JSON is never sniffed as anything else, and no answer is framed. */
const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' } as const;

export function json(request: Request, body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...SECURITY_HEADERS, ...corsHeaders(request), ...extra } });
}

/** The preflight's answer, with the same headers as every other. */
export const preflight = (request: Request) => new Response(null, { status: 204, headers: { ...SECURITY_HEADERS, ...corsHeaders(request) } });

/**
 * What went wrong, as a stable code a page can branch on (the message is for people and may change):
 * every error body is `{ error: message, code, fields? }`.
 */
export type ErrorCode =
  | 'method-not-allowed'
  | 'unsupported-media-type'
  | 'invalid-json'
  | 'too-large'
  | 'invalid-field'
  | 'invalid-text'
  | 'rate-limited'
  | 'email-not-sent'
  | 'chat-unavailable'
  | 'not-found'
  | 'forbidden'
  | 'internal';

/** `{ error: message, code, fields? }`, the one error shape every function answers with. */
export function error(request: Request, status: number, code: ErrorCode, message: string, fields?: Record<string, string>): Response {
  return json(request, fields ? { error: message, code, fields } : { error: message, code }, status);
}

/** 429 with Retry-After (and the same in the body, which a browser reads without exposing headers). */
export function tooManyRequests(request: Request, message: string, retryAfterSeconds: number): Response {
  return json(request, { error: message, code: 'rate-limited', retryAfter: retryAfterSeconds }, 429, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * Counts one call of `action` from the request's client against its address's limit and its
 * network's (public.client_limit_wait: the /24 or /64), and answers the seconds to wait, or 0.
 */
export async function clientLimitWait(deps: BackendDeps, request: Request, action: string, perAddress: number, perNetwork: number): Promise<number> {
  return Number(await deps.rpc('client_limit_wait', { p_action: action, p_ip: deps.clientIp(request), p_per_address: perAddress, p_per_network: perNetwork }));
}

/** Counts one call in `bucket` (at most `maxHits` a minute) and answers the seconds to wait, or 0. */
export async function limitWait(deps: BackendDeps, bucket: string, maxHits: number): Promise<number> {
  return Number(await deps.rpc('rate_limit_wait', { p_bucket: bucket, p_max_hits: maxHits, p_window_seconds: 60 }));
}

/**
 * Every error a handler does not answer itself becomes a JSON answer with the CORS headers, so the
 * page can read it: a SQL function's refusal keeps its status, message and field; anything else is
 * logged here and answered as 500 with no detail.
 */
export function answeringEveryError(handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (failure) {
      const refusal = failure instanceof RpcFailure ? failure.refusal : null;
      if (failure instanceof RpcFailure && refusal && failure.status < 500) {
        if (failure.status === 429) return tooManyRequests(request, refusal.message, refusal.retryAfter ?? 60);
        return error(request, failure.status, failure.status === 404 ? 'not-found' : 'invalid-field', refusal.message, refusal.field ? { [refusal.field]: refusal.message } : undefined);
      }
      console.error('[function] failed:', failure instanceof Error ? failure.message : failure);
      return error(request, 500, 'internal', 'Something went wrong on our side. Please try again.');
    }
  };
}

export const MAX_BODY_BYTES = 16_384;

/**
 * The request's JSON body checked against `schema`, or the 4xx response to send instead; its
 * refusal summed up in `invalidFields` (the refusal of each field is the schema's).
 */
export async function readJson<T>(request: Request, schema: z.ZodType<T>, invalidFields = 'Some fields are missing or invalid.'): Promise<{ data: T } | { response: Response }> {
  // JSON only: a text/plain or form body is refused, not guessed at (415).
  if (!/^application\/json\s*(?:;|$)/i.test(request.headers.get('content-type') ?? '')) return { response: error(request, 415, 'unsupported-media-type', 'Send the body as application/json.') };
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) return { response: error(request, 413, 'too-large', 'The request is too large.') };
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_BODY_BYTES) return { response: error(request, 413, 'too-large', 'The request is too large.') };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { response: error(request, 400, 'invalid-json', 'The request body must be JSON.') };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));
    const unstorable = parsed.error.issues.some((issue) => isUnstorableRefusal(issue.message));
    return { response: error(request, 400, unstorable ? 'invalid-text' : 'invalid-field', invalidFields, fields) };
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
