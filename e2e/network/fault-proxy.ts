/**
 * Network faults for browser tests, at the network level: a loopback HTTP proxy that a test's
 * browser context goes through (Playwright sends loopback traffic through a context's proxy too). It
 * forwards every request unchanged, CORS preflights included, so the site's own backend answers for
 * real, except the requests a rule names, which it refuses, holds or delays.
 *
 * Why not `page.route`: while any route is registered, Playwright answers CORS preflights itself, so a
 * broken preflight passes. Nothing here touches a request it does not fault.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export type FaultKind =
  /** The connection is dropped with no answer: the browser sees a network error at once. */
  | 'refuse'
  /** The connection is accepted and never answered, until the test ends. */
  | 'hang';

export interface NetworkFault {
  /** `host:port` the request goes to, e.g. `localhost:54321`; any host when left out. */
  to?: string;
  /** Only requests with this method; preflights (OPTIONS) are never faulted unless named. */
  method?: string;
  /** Only requests whose path (with query) starts with this string, or matches this pattern. */
  path?: string | RegExp;
  fault: FaultKind;
  /** Wait this long before the fault, so a test can see the page's pending state. */
  afterMs?: number;
  /** Fault only the first this many matching requests; later ones go through (a server that recovers). */
  times?: number;
}

export interface FaultProxyOptions {
  /**
   * Requests for one `host:port` sent to another instead, e.g. the site's backend to a second backend
   * the test can kill; the browser still sees the address it asked for (its Origin and CORS included).
   */
  reroute?: Readonly<Record<string, string>>;
}

export interface FaultProxy {
  /** For Playwright's `proxy: { server }`. */
  server: string;
  /** Requests the proxy faulted, as `METHOD host:port/path`. */
  faulted: string[];
  /** Requests the proxy passed on, as `METHOD host:port/path` (the address the browser asked for). */
  forwarded: string[];
  stop(): Promise<void>;
}

const pathMatches = (rule: NetworkFault, path: string) => !rule.path || (typeof rule.path === 'string' ? path.startsWith(rule.path) : rule.path.test(path));

/** How many requests each rule has faulted: a rule with `times` stops after that many. */
const faultCounts = new WeakMap<NetworkFault, number>();

const ruleFor = (faults: readonly NetworkFault[], method: string, hostPort: string, path: string) => {
  const rule = faults.find(
    (candidate) =>
      (!candidate.to || candidate.to === hostPort) &&
      (candidate.method ? candidate.method === method : method !== 'OPTIONS') &&
      pathMatches(candidate, path) &&
      (candidate.times === undefined || (faultCounts.get(candidate) ?? 0) < candidate.times),
  );
  if (rule) faultCounts.set(rule, (faultCounts.get(rule) ?? 0) + 1);
  return rule;
};

/** `localhost:54321` for `http://localhost:54321/...`, with the scheme's default port when none is written. */
const hostPortOf = (url: URL) => `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

export async function startFaultProxy(faults: readonly NetworkFault[], options: FaultProxyOptions = {}): Promise<FaultProxy> {
  const held = new Set<Socket>();
  const faulted: string[] = [];
  const forwarded: string[] = [];

  const applyFault = (rule: NetworkFault, socket: Socket, description: string) => {
    faulted.push(description);
    held.add(socket);
    const act = () => {
      if (rule.fault === 'refuse') socket.destroy();
      // 'hang': keep the socket open; stop() closes it.
    };
    if (rule.afterMs) setTimeout(act, rule.afterMs);
    else act();
  };

  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const target = new URL(request.url ?? '/');
    const rule = ruleFor(faults, request.method ?? 'GET', hostPortOf(target), target.pathname + target.search);
    if (rule) return applyFault(rule, request.socket, `${request.method} ${hostPortOf(target)}${target.pathname}`);
    // What the browser says to the proxy itself is not for the server.
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    forwarded.push(`${request.method} ${hostPortOf(target)}${target.pathname}`);
    const rerouted = options.reroute?.[hostPortOf(target)];
    const [host, port] = rerouted ? rerouted.split(':') : [target.hostname, target.port || '80'];
    const upstream = httpRequest(
      { host, port, method: request.method, path: target.pathname + target.search, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  };

  const server: Server = createServer(forward);
  // HTTPS goes through as an opaque tunnel, unless a rule names its host.
  server.on('connect', (request: IncomingMessage, client: Socket, head: Buffer) => {
    const hostPort = request.url ?? '';
    const rule = faults.find((candidate) => candidate.to === hostPort && !candidate.path);
    if (rule) return applyFault(rule, client, `CONNECT ${hostPort}`);
    const [host, port] = hostPort.split(':');
    const upstream = connect(Number(port), host!, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    faulted,
    forwarded,
    stop: async () => {
      for (const socket of held) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
