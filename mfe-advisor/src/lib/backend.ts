import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { publicEnv } from './env';

/**
 * The browser's way to the backend: a Supabase project (hosted, or the local backend of
 * `npm start`), reached with its public anon key only. Defaults are the local backend's.
 */
export const backendUrl: string = publicEnv.VITE_SUPABASE_URL || 'http://localhost:54321';
export const backendAnonKey: string = publicEnv.VITE_SUPABASE_ANON_KEY || 'noirelle-local-anon-key';

let client: SupabaseClient | null = null;

/** One client per page; no session is kept (visitors are anonymous). */
export function backend(): SupabaseClient {
  client ??= createClient(backendUrl, backendAnonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  return client;
}
