/**
 * What a handler needs from where it runs. The Deno entries (functions/{name}/index.ts) build it
 * from Supabase's environment; the local backend builds it from PGlite. Handlers never read the
 * environment or open a database themselves, so the same code runs, and is tested, in both.
 */
export interface BackendDeps {
  /** Calls a SQL function of the migrations as service_role; a refusal or failure throws RpcFailure. */
  rpc(fn: string, args: Record<string, unknown>): Promise<unknown>;
  /** Server-side settings (never in a browser bundle). */
  env: Readonly<Record<string, string | undefined>>;
  /** For calls to Flowise and the email API (injected so tests can point them at loopback servers). */
  fetch: typeof fetch;
  /** The caller's address, for rate limits. */
  clientIp(request: Request): string;
}

export type Handler = (request: Request) => Promise<Response>;

/**
 * A SQL function's call that did not succeed: a refusal the function answered itself (status 4xx,
 * with the request field at fault and its own message, and Retry-After for a 429), or a failure of
 * the database (status 5xx, or a 4xx of a value it could not take), whose text is never shown.
 */
export class RpcFailure extends Error {
  constructor(
    readonly fn: string,
    readonly status: number,
    /** The function's message when it refused on purpose; null when the database failed. */
    readonly refusal: { message: string; field: string | null; retryAfter: number | null } | null,
    detail: string,
  ) {
    super(`${fn}: ${status} ${detail}`);
  }
}

/** The refusal a SQL function answered (public.refusal's body), if `body` is one. */
export function refusalOf(body: unknown): RpcFailure['refusal'] {
  if (!body || typeof body !== 'object') return null;
  const { code, message, field, retry_after: retryAfter } = body as Record<string, unknown>;
  if (typeof code !== 'string' || !/^PT\d{3}$/.test(code) || typeof message !== 'string') return null;
  return { message, field: typeof field === 'string' ? field : null, retryAfter: typeof retryAfter === 'number' ? retryAfter : null };
}
