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

export function supabaseDeps(deno: DenoRuntime): BackendDeps {
  const env = deno.env.toObject();
  const url = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceKey) throw new Error('SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set (Supabase sets them for every function).');
  const supabase = createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
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
