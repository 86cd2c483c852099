import { corsHeaders as supabaseSdkCors } from '@supabase/supabase-js/cors';

/** Origins allowed to call the backend from a browser: the site's domains and local development. */
const allowedOrigin = /^(?:https:\/\/(?:[a-z0-9-]+\.)*noirelle\.(?:beauty|skin|hair|makeup)|http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{2,5})?)$/;

/**
 * Request headers `@supabase/supabase-js` sends that its own exported list (`@supabase/supabase-js/cors`)
 * leaves out, so a preflight answered with that list alone fails in every browser:
 * - `content-profile` on every `rpc()` POST and `accept-profile` on GET (postgrest-js);
 * - `prefer` on writes and counted reads (postgrest-js);
 * - `x-region` from `functions.invoke` with a region (functions-js);
 * - `x-supabase-api-version` (auth-js).
 * Upstream: https://github.com/supabase/supabase-js/pull/2632. Hosted Supabase's gateway (Kong's cors
 * plugin, configured without a header list) reflects whatever a preflight asks for on /rest/v1, so the
 * union below is what lets the same client work against the local backend and the edge functions as it
 * does against a hosted project. `supabase/test/cors.test.ts` checks it against the installed client.
 */
const headersTheSdkListMisses = ['accept-profile', 'content-profile', 'prefer', 'x-region', 'x-supabase-api-version'];

/** Every request header a browser may send to the backend with the Supabase client: the one list. */
export const allowedRequestHeaders: readonly string[] = [
  ...new Set([
    ...(supabaseSdkCors['Access-Control-Allow-Headers'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    ...headersTheSdkListMisses,
    'x-client-info',
  ]),
];

/** The methods the backend serves to browsers: rpc and functions are POST, the chat's history is GET. */
export const allowedMethods = ['GET', 'POST', 'OPTIONS'] as const;

/**
 * CORS headers for one request, on every path the browser reaches (REST, RPC, functions) and on the
 * answers as well as the preflights: one definition for the edge functions and the local backend.
 */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin') ?? '';
  return {
    ...(allowedOrigin.test(origin) ? { 'access-control-allow-origin': origin } : {}),
    vary: 'Origin',
    'access-control-allow-headers': allowedRequestHeaders.join(', '),
    'access-control-allow-methods': allowedMethods.join(', '),
    'access-control-max-age': '86400',
    // A 429's Retry-After, for a browser that reads it.
    'access-control-expose-headers': 'Retry-After',
  };
}
