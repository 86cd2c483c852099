import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdvisorChatHandler } from '../functions/_shared/advisor-chat';
import { createContactHandler } from '../functions/_shared/contact';
import type { BackendDeps, Handler } from '../functions/_shared/deps';
import { corsHeaders } from '../functions/_shared/cors';
import { MAX_BODY_BYTES } from '../functions/_shared/http';
import { openDatabase } from './database';
import { LOCAL_ANON_KEY } from './keys';
import { callFunction, RpcError, type DatabaseRole } from './rpc';

export interface LocalBackendOptions {
  port?: number;
  host?: string;
  /** Where Postgres keeps its files; in memory without one (tests). */
  dataDir?: string;
  /** Server-side settings for the functions (Flowise, email API); defaults to process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /** For the functions' outgoing calls; tests point it at loopback servers through env instead. */
  fetch?: typeof fetch;
  serviceRoleKey?: string;
  /** Writes the service-role key here (mode 600) for local tools such as npm run leads. */
  serviceKeyFile?: string;
  /**
   * Take the client's address from X-Forwarded-For, as behind Supabase's gateway. Off by default: a
   * client must not choose its own rate-limit bucket. The benchmark turns it on to be many clients.
   */
  trustProxy?: boolean;
}

export interface LocalBackend {
  url: string;
  port: number;
  db: PGlite;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

/** The caller's address as the socket sees it: a client cannot choose its own rate-limit bucket. */
const socketAddress = (request: IncomingMessage) => (request.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
const forwardedAddress = (request: IncomingMessage) => (request.headers['x-forwarded-for'] as string | undefined)?.split(',')[0]?.trim() || socketAddress(request);

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/**
 * A Supabase project on one port, for local use and tests: `POST /rest/v1/rpc/{fn}` runs the SQL
 * function as the role the key stands for (the grants decide, as with PostgREST), and
 * `/functions/v1/{name}` runs the same handlers as the edge functions. Postgres is PGlite with the
 * project's migrations.
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const db = await openDatabase(options.dataDir);
  const serviceRoleKey = options.serviceRoleKey ?? process.env.LOCAL_SERVICE_ROLE_KEY ?? `local-service-${randomUUID()}`;
  const env = options.env ?? process.env;
  const clientAddress = options.trustProxy ? forwardedAddress : socketAddress;
  if (options.serviceKeyFile) {
    mkdirSync(dirname(options.serviceKeyFile), { recursive: true });
    writeFileSync(options.serviceKeyFile, serviceRoleKey, { mode: 0o600 });
  }

  const roleFor = (request: IncomingMessage): DatabaseRole | null => {
    const key = (request.headers.apikey as string | undefined) ?? request.headers.authorization?.replace(/^Bearer\s+/i, '');
    if (key === LOCAL_ANON_KEY) return 'anon';
    if (key === serviceRoleKey) return 'service_role';
    return null;
  };

  const deps = (request: IncomingMessage): BackendDeps => ({
    rpc: (fn, args) => callFunction(db, 'service_role', fn, args),
    env,
    fetch: options.fetch ?? fetch,
    clientIp: () => clientAddress(request),
  });
  const functions: Record<string, (deps: BackendDeps) => Handler> = {
    contact: createContactHandler,
    'advisor-chat': createAdvisorChatHandler,
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const webHeaders = new Headers(Object.entries(request.headers).flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [[name, value]] : [])));
    const cors = corsHeaders(new Request(url, { headers: webHeaders }));
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
        return;
      }
      if (url.pathname === '/health') return send(response, 200, { status: 'ok' }, cors);
      const role = roleFor(request);
      if (!role) return send(response, 401, { message: 'Invalid API key' }, cors);

      const rpc = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(url.pathname);
      if (rpc) {
        if (request.method !== 'POST') return send(response, 405, { message: 'Use POST' }, cors);
        const body = await readBody(request);
        if (!body) return send(response, 413, { message: 'The request is too large.' }, cors);
        let args: unknown;
        try {
          args = body.length ? JSON.parse(body.toString('utf8')) : {};
        } catch {
          return send(response, 400, { code: 'PGRST102', message: 'The request body must be JSON.' }, cors);
        }
        if (typeof args !== 'object' || args === null || Array.isArray(args)) return send(response, 400, { code: 'PGRST102', message: 'Arguments must be a JSON object.' }, cors);
        const result = await callFunction(db, role, decodeURIComponent(rpc[1]!), args as Record<string, unknown>, { 'x-real-ip': clientAddress(request) });
        return send(response, 200, result, cors);
      }

      const fn = /^\/functions\/v1\/([a-z-]+)$/.exec(url.pathname);
      const create = fn ? functions[fn[1]!] : undefined;
      if (create) {
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
        if (body === null) return send(response, 413, { error: 'The request is too large.' }, cors);
        const answer = await create(deps(request))(new Request(url, { method: request.method, headers: webHeaders, body: body ? new Uint8Array(body) : undefined }));
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      return send(response, 404, { message: `Not found: ${url.pathname}` }, cors);
    } catch (failure) {
      if (failure instanceof RpcError) return send(response, failure.status, { code: failure.code, message: failure.message, details: null, hint: null }, cors);
      console.error('[backend]', failure);
      return send(response, 500, { message: 'Internal error' }, cors);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    port,
    db,
    serviceRoleKey,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
