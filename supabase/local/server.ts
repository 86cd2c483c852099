import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { corsHeaders } from '../functions/_shared/cors';
import { MAX_BODY_BYTES } from '../functions/_shared/http';
import { openDatabase, type Database } from './database';
import { edgeFunction, edgeFunctionNames, type EdgeFunction } from './edge-functions';
import { startEmailDeliveryTimer } from './email-delivery-timer';
import { LOCAL_ANON_KEY } from './keys';
import { callFunction, RpcError, type DatabaseRole } from './rpc';

export interface LocalBackendOptions {
  port?: number;
  host?: string;
  /** Where PGlite keeps its files; in memory without one (tests). */
  dataDir?: string;
  /**
   * A PostgreSQL server instead of PGlite (`postgresql://postgres@127.0.0.1:5432/db`, as a
   * superuser), reached through a pool of connections: calls then run truly at the same time.
   */
  databaseUrl?: string;
  /** The functions' secrets (Flowise, email API), as `supabase secrets set` gives them; defaults to process.env. */
  env?: Readonly<Record<string, string | undefined>>;
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
  db: Database;
  serviceRoleKey: string;
  /** The edge functions behind /functions/v1, each in its Deno process. */
  functions: ReadonlyMap<string, EdgeFunction>;
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

/** Supabase's wall-clock limit for a function is longer; this is past every time-out the handlers set themselves. */
const FUNCTION_TIME_LIMIT_MS = 60_000;

/** Headers that describe one hop, not the request: the gateway's own connection sets them again. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length', 'accept-encoding', 'x-forwarded-for']);

/** A path segment decoded, or null when it is not valid percent-encoding (a 400, never a 500). */
function decodedPathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** As on the functions' answers (functions/_shared/http.ts): nothing the backend answers is sniffed or framed. */
const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' };

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string>) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...SECURITY_HEADERS, ...headers });
  response.end(JSON.stringify(body));
}

/**
 * A Supabase project on one port, for local use and tests: `POST /rest/v1/rpc/{fn}` runs the SQL
 * function as the role the key stands for (the grants decide, as with PostgREST), and
 * `/functions/v1/{name}` goes to the edge function's real Deno entry (./edge-functions.ts), which
 * calls the SQL functions back here with the service-role key. Postgres is PGlite, or a PostgreSQL
 * server (`databaseUrl`), with the project's migrations.
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const db = await openDatabase(options.databaseUrl ?? options.dataDir);
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

  const functions = new Map<string, EdgeFunction>();
  let functionsStarted = false;
  /** Aborts the requests still passed to a function when the backend stops. */
  const stopping = new AbortController();

  /**
   * Passes a request to a function as Supabase's gateway does: the caller's address in
   * X-Forwarded-For (set here, never the client's own), the body at most MAX_BODY_BYTES, and an
   * answer within FUNCTION_TIME_LIMIT_MS.
   */
  const callEdgeFunction = async (edge: EdgeFunction, request: IncomingMessage, url: URL, headers: Headers, cors: Record<string, string>, response: ServerResponse) => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    if (body === null) return send(response, 413, { error: 'The request is too large.', code: 'too-large' }, cors);
    const forwarded = new Headers([...headers].filter(([name]) => !hopByHop.has(name)));
    forwarded.set('x-forwarded-for', clientAddress(request));
    // Deno compresses when asked; the gateway passes the answer on as it is.
    forwarded.set('accept-encoding', 'identity');
    let answer: Response;
    try {
      answer = await fetch(`${await edge.origin()}/${edge.name}${url.search}`, {
        method: request.method,
        headers: forwarded,
        body: body?.length ? new Uint8Array(body) : undefined,
        signal: AbortSignal.any([AbortSignal.timeout(FUNCTION_TIME_LIMIT_MS), stopping.signal]),
      });
    } catch (failure) {
      if (stopping.signal.aborted) return;
      const timedOut = failure instanceof DOMException && failure.name === 'TimeoutError';
      console.error(`[backend] function ${edge.name}:`, failure);
      return send(response, timedOut ? 504 : 502, { error: timedOut ? 'The function did not answer in time.' : 'The function is unavailable.', code: timedOut ? 'function-timeout' : 'function-unavailable' }, cors);
    }
    const answerHeaders = Object.fromEntries([...answer.headers].filter(([name]) => !hopByHop.has(name) && name !== 'content-encoding'));
    const answerBody = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, answerHeaders);
    response.end(answerBody);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    // Everything a client sent is read inside the boundary: a target `new URL` or `Headers` refuses
    // is a 400, never an exception that ends the process.
    let cors: Record<string, string> = corsHeaders(new Request('http://localhost/'));
    try {
      const origin = request.headers.origin;
      if (typeof origin === 'string') cors = corsHeaders(new Request('http://localhost/', { headers: { origin } }));
    } catch {
      // An Origin that is not a valid header value gets no CORS grant.
    }
    let url: URL;
    let webHeaders: Headers;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
      webHeaders = new Headers(Object.entries(request.headers).flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [[name, value]] : [])));
    } catch {
      return send(response, 400, { code: 'bad-request', message: 'The request target or a header is malformed.' }, cors);
    }
    try {
      const fn = /^\/functions\/v1\/([a-z0-9-]+)$/.exec(url.pathname);
      const edge = fn ? functions.get(fn[1]!) : undefined;
      // A function answers its own preflight, as on Supabase (the browser sends no key with it).
      if (edge && request.method === 'OPTIONS') return await callEdgeFunction(edge, request, url, webHeaders, cors, response);
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { ...SECURITY_HEADERS, ...cors });
        response.end();
        return;
      }
      // Healthy once the edge functions answer too: a caller that waits for this finds everything up.
      if (url.pathname === '/health') return functionsStarted ? send(response, 200, { status: 'ok' }, cors) : send(response, 503, { status: 'starting', code: 'starting' }, { ...cors, 'retry-after': '1' });
      const role = roleFor(request);
      if (!role) return send(response, 401, { code: 'invalid-api-key', message: 'Invalid API key' }, cors);

      const rpc = /^\/rest\/v1\/rpc\/([^/]+)$/.exec(url.pathname);
      if (rpc) {
        if (request.method !== 'POST') return send(response, 405, { code: 'method-not-allowed', message: 'Use POST' }, cors);
        const body = await readBody(request);
        if (!body) return send(response, 413, { code: 'too-large', message: 'The request is too large.' }, cors);
        // JSON only: a text/plain or form body is refused, not guessed at.
        if (body.length && !/^application\/json\s*(?:;|$)/i.test(request.headers['content-type'] ?? '')) {
          return send(response, 415, { code: 'PGRST107', message: 'Send the arguments as application/json.' }, cors);
        }
        let args: unknown;
        try {
          args = body.length ? JSON.parse(body.toString('utf8')) : {};
        } catch {
          return send(response, 400, { code: 'PGRST102', message: 'The request body must be JSON.' }, cors);
        }
        if (typeof args !== 'object' || args === null || Array.isArray(args)) return send(response, 400, { code: 'PGRST102', message: 'Arguments must be a JSON object.' }, cors);
        // The browser's functions take text: an array or object sent as an email is refused, not stored as its JSON.
        const nested = role === 'anon' ? Object.entries(args).find(([, value]) => value !== null && typeof value === 'object') : undefined;
        if (nested) return send(response, 400, { code: 'PGRST100', message: `${nested[0]}: must be text.`, field: nested[0].replace(/^p_/, '') }, cors);
        const fnName = decodedPathSegment(rpc[1]!);
        if (fnName === null) return send(response, 400, { code: 'PGRST100', message: 'The path is not valid percent-encoding.' }, cors);
        const result = await callFunction(db, role, fnName, args as Record<string, unknown>, { 'x-forwarded-for': clientAddress(request) });
        return send(response, 200, result, cors);
      }

      if (edge) return await callEdgeFunction(edge, request, url, webHeaders, cors, response);
      return send(response, 404, { code: 'not-found', message: 'Not found' }, cors);
    } catch (failure) {
      if (failure instanceof RpcError) return send(response, failure.status, failure.body ?? { code: failure.code, message: failure.message, details: null, hint: null }, { ...cors, ...failure.headers });
      console.error('[backend]', failure);
      return send(response, 500, { code: 'internal', message: 'Internal error' }, cors);
    }
  };

  // The last boundary: an answer that fails after its headers went out ends that connection, not the process.
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => {
      console.error('[backend] answering failed:', failure);
      if (!response.headersSent) send(response, 500, { code: 'internal', message: 'Internal error' }, {});
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // The functions call the SQL functions back here, as Supabase's own functions call its REST API.
  const loopbackHost = !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const functionEnv = { ...env, SUPABASE_URL: `http://${loopbackHost}:${port}`, SUPABASE_ANON_KEY: LOCAL_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey };
  for (const name of edgeFunctionNames()) functions.set(name, edgeFunction(name, functionEnv));
  try {
    await Promise.all([...functions.values()].map((edge) => edge.origin()));
    functionsStarted = true;
  } catch (failure) {
    for (const edge of functions.values()) edge.stop();
    server.close();
    await db.close();
    throw failure;
  }
  const emailDelivery = startEmailDeliveryTimer(`http://${loopbackHost}:${port}`, serviceRoleKey, env);
  return {
    url: `http://localhost:${port}`,
    port,
    db,
    serviceRoleKey,
    functions,
    stop: async () => {
      emailDelivery.stop();
      stopping.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const edge of functions.values()) edge.stop();
      await db.close();
    },
  };
}
