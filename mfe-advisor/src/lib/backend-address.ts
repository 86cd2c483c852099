import { publicEnv } from './env';

/**
 * The browser's way to the backend: a Supabase project (hosted, or the local backend of
 * `npm start`), reached with its public anon key only. Defaults are the local backend's. Apart from
 * the client (./backend.ts), so a page's HTML can name it without the client's code.
 */
export const backendUrl: string = publicEnv.VITE_SUPABASE_URL || 'http://localhost:54321';
export const backendAnonKey: string = publicEnv.VITE_SUPABASE_ANON_KEY || 'noirelle-local-anon-key';

/** The address of one of the backend's edge functions. */
export const functionUrl = (name: string): string => `${backendUrl}/functions/v1/${name}`;
