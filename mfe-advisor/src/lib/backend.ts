import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { backendAnonKey, backendUrl } from './backend-address';

/**
 * How long the browser waits for the backend before it tells the visitor: a backend that
 * accepts the connection and never answers must not leave a form spinning. Each is past the server's
 * own time-outs: a SQL function answers at once; `advisor-chat` may wait on Flowise (20 s). (The
 * contact form is sent by the boot script, with its own limit: shared/src/boot/form-sending.ts.)
 */
export const BACKEND_TIME_LIMITS_MS = { rpc: 8_000, 'advisor-chat': 25_000 } as const;

/** The time limit of a call to `url` on the backend. */
export function timeLimitFor(url: string, limits: Record<keyof typeof BACKEND_TIME_LIMITS_MS, number> = BACKEND_TIME_LIMITS_MS): number {
  const fn = /\/functions\/v1\/([a-z0-9-]+)/.exec(new URL(url).pathname)?.[1];
  return fn === 'advisor-chat' ? limits[fn] : limits.rpc;
}

/** `fetch` that gives up on the backend after the call's time limit (and still on the caller's own abort). */
export function timeLimitedFetch(limits: Record<keyof typeof BACKEND_TIME_LIMITS_MS, number> = BACKEND_TIME_LIMITS_MS): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const limit = AbortSignal.timeout(timeLimitFor(url, limits));
    return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, limit]) : limit });
  };
}

let client: SupabaseClient | null = null;

/** One client per page; no session is kept (visitors are anonymous); every call has its time limit. */
export function backend(): SupabaseClient {
  client ??= createClient(backendUrl, backendAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: timeLimitedFetch() },
  });
  return client;
}
