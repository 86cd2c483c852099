import compression from 'compression';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
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
 * (SPA fallback), and `_headers` itself never served.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  return createServer(staticHandler(options));
}

/** The request listener of ./createStaticServer, for a server that is already listening (./opening-gate.ts). */
export function staticHandler({ dir, pages }: StaticServerOptions): RequestListener {
  const compress = compression({ threshold: 512 });
  const rulesOf = new WeakMap<ServerResponse, HeaderRule[]>();
  const headersOf = (res: ServerResponse, pathname: string): Record<string, string> => ({ 'Cache-Control': REVALIDATE, ...headersFor(rulesOf.get(res) ?? [], pathname) });
  const serve = sirv(dir, {
    // Looked up on each request, as a static host or CDN does: a team deploys by replacing its
    // dist while this runs, and sirv's production mode lists the files (and their sizes) once, at
    // start, so a new build's chunks were 404s and a rewritten remoteEntry.js came cut to the old size.
    dev: true,
    etag: true,
    single: !pages,
    gzip: false,
    brotli: false,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersOf(res, pathname))) res.setHeader(name, value);
    },
  });
  const notFound = (res: ServerResponse, pathname: string) => {
    res.statusCode = 404;
    // A remote's missing file must still say so to the shell's page (its CORS headers), not be blocked as a CORS error.
    for (const [name, value] of Object.entries(headersOf(res, pathname))) res.setHeader(name, value);
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };
  const servePage = async (req: IncomingMessage, res: ServerResponse, answer: NonNullable<typeof pages>, pathname: string) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const response = await answer(new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), { method: req.method, headers }));
    if (!response) {
      serve(req, res, () => notFound(res, pathname));
      return;
    }
    // A page composed on request carries its own headers (shell/server/site.ts): `_headers` is for files.
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    rulesOf.set(res, parseHeaderRules(await readFile(join(dir, HEADERS_FILE), 'utf8').catch(() => '')));
    if (req.method === 'OPTIONS') {
      const headers = headersOf(res, pathname);
      // Only an app whose files other origins may read answers a preflight.
      if (headers['Access-Control-Allow-Origin']) {
        res.writeHead(204, { ...headers, 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
        res.end();
        return;
      }
    }
    compress(req as never, res as never, () => {
      if (pathname === `/${HEADERS_FILE}`) notFound(res, pathname);
      else if (pages && (req.method === 'GET' || req.method === 'HEAD')) {
        servePage(req, res, pages, pathname).catch((error: unknown) => {
          console.error('[server] composing the page failed', error);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('The page could not be composed');
        });
      } else serve(req, res, () => notFound(res, pathname));
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
