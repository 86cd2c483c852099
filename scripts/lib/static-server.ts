import compression from 'compression';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';

export interface StaticServerOptions {
  /** The app's dist folder. */
  dir: string;
  /** Remotes are fetched by the shell's origin: they need CORS. */
  cors?: boolean;
  /**
   * The composed site has a file for every route and a 404.html (scripts/compose/compose-site.ts):
   * an unknown path is answered with that page and HTTP 404, as crawlers need. Without one (a
   * remote's own build), every extension-less path gets index.html (SPA fallback).
   */
  notFoundPage?: string;
}

/** Hashed file names never change content, so browsers keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points (index.html, remoteEntry.js, the manifest) are revalidated on every use. */
const REVALIDATE = 'no-cache';

export function cacheControlFor(pathname: string): string {
  if (pathname.endsWith('/remotes.json')) return 'no-store';
  if (pathname.startsWith('/assets/')) return IMMUTABLE;
  return REVALIDATE;
}

/**
 * Serves one production build as a static host would: compressed (brotli or gzip, negotiated),
 * hashed assets cached immutably, entry files revalidated, unknown extension-less paths answered
 * with index.html so deep links work (SPA fallback).
 */
export function createStaticServer({ dir, cors = false, notFoundPage }: StaticServerOptions): Server {
  const compress = compression({ threshold: 512 });
  const serve = sirv(dir, {
    dev: false,
    etag: true,
    single: !notFoundPage,
    gzip: false,
    brotli: false,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        // Lets the shell's page measure remote resources (sizes, timings) for the performance budget.
        res.setHeader('Timing-Allow-Origin', '*');
      }
    },
  });
  const notFound = async (res: ServerResponse) => {
    if (notFoundPage) {
      try {
        const body = await readFile(join(dir, notFoundPage));
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE, 'X-Content-Type-Options': 'nosniff' });
        res.end(body);
        return;
      } catch {
        // Not composed yet: the plain answer below.
      }
    }
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };
  // remotes.json is deployment configuration, edited in place to move a remote: read it on every
  // request. (sirv indexes file sizes once at start, so an edited file would be served truncated.)
  const serveRemotesJson = async (res: ServerResponse) => {
    try {
      const body = await readFile(join(dir, 'remotes.json'));
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': cacheControlFor('/remotes.json'),
        'X-Content-Type-Options': 'nosniff',
        ...(cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
      });
      res.end(body);
    } catch {
      void notFound(res);
    }
  };
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    if (cors && req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      });
      res.end();
      return;
    }
    compress(req as never, res as never, () => {
      if (req.url?.split('?')[0] === '/remotes.json') void serveRemotesJson(res);
      else serve(req, res, () => void notFound(res));
    });
  });
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
