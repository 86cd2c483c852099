/**
 * What a handler needs from where it runs. The Deno entries (functions/{name}/index.ts) build it
 * from Supabase's environment; the local backend builds it from PGlite. Handlers never read the
 * environment or open a database themselves, so the same code runs, and is tested, in both.
 */
export interface BackendDeps {
  /** Calls a SQL function of the migrations as service_role. */
  rpc(fn: string, args: Record<string, unknown>): Promise<unknown>;
  /** Server-side settings (never in a browser bundle). */
  env: Readonly<Record<string, string | undefined>>;
  /** For calls to Flowise and the email API (injected so tests can point them at loopback servers). */
  fetch: typeof fetch;
  /** The caller's address, for rate limits. */
  clientIp(request: Request): string;
}

export type Handler = (request: Request) => Promise<Response>;
