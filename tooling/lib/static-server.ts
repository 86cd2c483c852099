import compression from 'compression';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import send from 'send';
import { HEADERS_FILE, headersFor, parseHeaderRules, REVALIDATE, type HeaderRule } from 'shared/static-headers';

export interface StaticServerOptions {
  /** The app's dist folder; its `_headers` file (written by its build) says each file's headers. */
  dir: string;
  /**
   * The shell's pages, composed on request (shell/server/site.ts, loaded from its built
   * `dist-server/site.js` by ./shell-server.ts): what it answers (every page, the 404 page, the
   * sitemap) it answers; everything else is a file of `dir`. Without it (a remote's own build),
   * every extension-less path gets index.html (SPA fallback).
   */
  pages?: (request: Request) => Promise<Response | null>;
}

/**
 * Serves one production build as a static host (Cloudflare Pages, Netlify) does: each response
 * with the headers the build's own `_headers` file gives it (shared/tooling/static-headers.ts: cache
 * rules, CORS for remotes, security headers), read again on each request as the rest of the folder
 * is; a file no rule gives a Cache-Control revalidates, as on those hosts. Compressed (brotli or
 * gzip, negotiated), unknown extension-less paths answered with index.html so deep links work
 * (SPA fallback). It answers as a web server does: GET and HEAD (and a CORS preflight where the
 * rules allow other origins), 405 for any other method, 400 for a malformed target or Host, byte
 * ranges by RFC 9110 (206, or 416 with the size), and never a file of the build's tooling
 * (`_headers`, `.vite/`, any dot-folder), however its path is spelt.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  return createServer(staticHandler(options));
}

/**
 * RFC 3986's path characters (pchar and "/"), as Tomcat checks them: a browser percent-encodes
 * anything else it puts in a path that this site links to.
 */
const PATH = /^(?:\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*)+$/;
/** A query is read by the pages alone (URLSearchParams, which forgives): only no space, control or fragment. */
const QUERY = /^[\x21-\x22\x24-\x7e]*$/;

interface Target {
  /** As sent (percent-encoded): what the `_headers` rules and the file lookup read. */
  pathname: string;
  search: string;
}

/** The request target's path and query, or null if it is not one (RFC 9112 origin-form, or absolute-form). */
export function parseTarget(target: string): Target | null {
  let pathAndQuery = target;
  if (/^https?:\/\//i.test(target)) {
    if (!URL.canParse(target)) return null;
    const url = new URL(target);
    pathAndQuery = url.pathname + url.search;
  }
  const queryAt = pathAndQuery.indexOf('?');
  const pathname = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const search = queryAt === -1 ? '' : pathAndQuery.slice(queryAt);
  if (!PATH.test(pathname) || !QUERY.test(search.slice(1))) return null;
  // Percent-encoding that is not UTF-8, or that spells a NUL, names no file anyone could link to.
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return { pathname, search };
}

/**
 * The build's tooling, never for visitors however the path is spelt (percent-encoded, doubled
 * slashes, a trailing slash, another case on a case-insensitive disk): `_headers`, `.vite/` and
 * any other dot-folder or dotfile (which also covers `..`).
 */
function isToolPath(pathname: string): boolean {
  return decodeURIComponent(pathname)
    .split(/[/\\]/)
    .some((segment) => segment.startsWith('.') || segment.toLowerCase() === HEADERS_FILE);
}

/** A Host header that names a host and port and nothing else (a URL parser would otherwise read a path or a user into it). */
function isHost(host: string): boolean {
  if (!host || !URL.canParse(`http://${host}`)) return false;
  const url = new URL(`http://${host}`);
  return url.pathname === '/' && !url.username && !url.password && !url.search && !url.hash && !host.includes('#') && !host.includes('?');
}

/** The request listener of ./createStaticServer, for a server that is already listening (./opening-gate.ts). */
export function staticHandler({ dir, pages }: StaticServerOptions): RequestListener {
  // A 206 is a slice of the file's bytes, which a compressed body would no longer be.
  const compress = compression({ threshold: 512, filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res) });
  const headersOf = (rules: readonly HeaderRule[], pathname: string): Record<string, string> => ({ 'Cache-Control': REVALIDATE, ...headersFor(rules, pathname) });
  const answer = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  };
  // A remote's missing file must still say so to the shell's page (its CORS headers), not be blocked as a CORS error.
  const notFound = (res: ServerResponse, rules: readonly HeaderRule[], pathname: string) => answer(res, 404, 'Not found', headersOf(rules, pathname));

  /**
   * One file of `dir`, looked up on each request (`send` stats it each time), as a static host or
   * CDN does: a team deploys by replacing its dist while this runs.
   */
  const serveFile = (req: IncomingMessage, res: ServerResponse, rules: readonly HeaderRule[], pathname: string, fallBack: boolean) => {
    const failed = (error: { status?: number; headers?: Record<string, string> }) => {
      const status = error.status ?? 500;
      if (status === 404 && fallBack && !pages && !extname(pathname)) serveFile(req, res, rules, '/index.html', false);
      else if (status === 404) notFound(res, rules, pathname);
      else if (!res.headersSent) answer(res, status, status === 416 ? 'Range not satisfiable' : 'The file could not be read', { ...headersOf(rules, pathname), ...error.headers });
      else res.destroy();
    };
    send(req, pathname, { root: dir, dotfiles: 'ignore', index: ['index.html'], cacheControl: false, etag: true, lastModified: true })
      .on('headers', (response: ServerResponse) => {
        for (const [name, value] of Object.entries(headersOf(rules, pathname))) response.setHeader(name, value);
      })
      // A folder is no page of a static host (no redirect to add a slash): a deep link, or a 404.
      .on('directory', () => failed({ status: 404 }))
      .on('error', failed)
      .pipe(res);
  };

  const servePage = async (req: IncomingMessage, res: ServerResponse, rules: readonly HeaderRule[], target: Target, compose: NonNullable<typeof pages>) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    // Built from the parts, not resolved against a base: a path that starts with `//` stays a path.
    const response = await compose(new Request(`http://${req.headers.host ?? 'localhost'}${target.pathname}${target.search}`, { method: req.method, headers }));
    if (!response) {
      serveFile(req, res, rules, target.pathname, false);
      return;
    }
    // A page composed on request carries its own headers (shell/server/site.ts): `_headers` is for files.
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const target = parseTarget(req.url ?? '');
    const hosts = req.rawHeaders.filter((_, index) => index % 2 === 0 && req.rawHeaders[index]!.toLowerCase() === 'host').length;
    if (!target) return answer(res, 400, 'Malformed request target');
    if (hosts > 1 || (req.headers.host !== undefined && !isHost(req.headers.host))) return answer(res, 400, 'Malformed Host header');
    const { pathname } = target;
    const rules = parseHeaderRules(await readFile(join(dir, HEADERS_FILE), 'utf8').catch(() => ''));
    const headers = headersOf(rules, pathname);
    // Only an app whose files other origins may read answers a preflight.
    const allowed = headers['Access-Control-Allow-Origin'] ? ['GET', 'HEAD', 'OPTIONS'] : ['GET', 'HEAD'];
    if (!allowed.includes(req.method ?? '')) return answer(res, 405, 'Method not allowed', { ...headers, Allow: allowed.join(', ') });
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...headers, Allow: allowed.join(', '), 'Access-Control-Allow-Methods': allowed.join(', '), 'Access-Control-Allow-Headers': '*' });
      return res.end();
    }
    compress(req as never, res as never, () => {
      if (isToolPath(pathname)) notFound(res, rules, pathname);
      else if (pages) {
        servePage(req, res, rules, target, pages).catch((error: unknown) => {
          console.error('[server] composing the page failed', error);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('The page could not be composed');
        });
      } else serveFile(req, res, rules, pathname, true);
    });
  };

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[server]', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  };
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
