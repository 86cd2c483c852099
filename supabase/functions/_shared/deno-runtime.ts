/**
 * The Supabase (Deno) side of a handler's dependencies: the SQL functions through supabase-js with
 * the service-role key, which Supabase injects into every edge function and which never leaves it.
 */
import { createClient } from '@supabase/supabase-js';
import { refusalOf, RpcFailure, type BackendDeps } from './deps.ts';

/** The part of Deno's global these entries use (declared here so the Node type-check knows it). */
export interface DenoRuntime {
  env: { toObject(): Record<string, string> };
  serve(handler: (request: Request) => Promise<Response>): unknown;
}

/**
 * No SQL function the handlers call takes long; a database that does not answer must not hold the
 * caller. `RPC_TIMEOUT_MS` in the function's secrets overrides it (tests).
 */
export const RPC_TIMEOUT_MS = 10_000;

/**
 * The caller's address: the X-Forwarded-For entry the gateway wrote, counted from the end (a client
 * can put anything before it, so the first entry is the client's choice). `hops` is how many proxies
 * append their peer's address: 1 behind Supabase's gateway and the local one (FORWARDED_HOPS).
 */
export function gatewayClientAddress(forwardedFor: string | null, hops: number): string {
  const entries = (forwardedFor ?? '').split(',').map((entry) => entry.trim());
  return entries[Math.max(entries.length - Math.max(hops, 1), 0)] || 'unknown';
}

export function supabaseDeps(deno: DenoRuntime): BackendDeps {
  const env = deno.env.toObject();
  const url = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set (Supabase sets them for every function).');
  const timeoutMs = Number(env.RPC_TIMEOUT_MS) || RPC_TIMEOUT_MS;
  const supabase = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) }) },
  });
  return {
    rpc: async (fn, args) => {
      const { data, error, status } = await supabase.rpc(fn, args);
      if (error) throw new RpcFailure(fn, status || 500, refusalOf(error), `${error.code ?? ''} ${error.message}`);
      return data;
    },
    env,
    fetch: (input, init) => fetch(input, init),
    clientIp: (request) => gatewayClientAddress(request.headers.get('x-forwarded-for'), Number(env.FORWARDED_HOPS) || 1),
  };
}
