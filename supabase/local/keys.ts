import { backendPort } from 'shared/federation-apps';

/**
 * The local backend's keys. The anon key is public by design (a Supabase project embeds its anon
 * key in the page too); it only tells the backend which role to call the SQL functions as. The
 * service-role key is never given to a browser: the local backend makes a random one per start
 * unless LOCAL_SERVICE_ROLE_KEY is set (for the leads export and scripts).
 */
export const LOCAL_ANON_KEY = 'noirelle-local-anon-key';

/** DESIGN.md's port for the local backend, from the one table of ports. */
export const LOCAL_BACKEND_PORT = backendPort;
