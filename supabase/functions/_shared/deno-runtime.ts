/**
 * The Supabase (Deno) side of a handler's dependencies: the SQL functions through supabase-js with
 * the service-role key, which Supabase injects into every edge function and which never leaves it.
 */
import { createClient } from '@supabase/supabase-js';
import type { BackendDeps } from './deps.ts';

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
      const { data, error } = await supabase.rpc(fn, args);
      if (error) throw new Error(`${fn}: ${error.message}`);
      return data;
    },
    env,
    fetch: (input, init) => fetch(input, init),
    // Supabase's gateway puts the caller's address first in x-forwarded-for.
    clientIp: (request) => request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown',
  };
}
