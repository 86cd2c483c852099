import compression from 'compression';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import sirv from 'sirv';
import { cacheControlFor } from '../../shared/build/cache-control';

export interface StaticServerOptions {
  /** The app's dist folder. */
  dir: string;
  /** Remotes are fetched by the shell's origin: they need CORS. */
  cors?: boolean;
  /**
   * The shell's pages, composed on request (shell/server/site.ts, loaded from its built
   * `dist-server/site.js` by ./shell-server.ts): what it answers (every page, the 404 page, the
   * sitemap) it answers; everything else is a file of `dir`. Without it (a remote's own build),
   * every extension-less path gets index.html (SPA fallback).
   */
  pages?: (request: Request) => Promise<Response | null>;
}

/**
 * Serves one production build as a static host would: compressed (brotli or gzip, negotiated),
 * hashed assets cached immutably, entry files revalidated, unknown extension-less paths answered
 * with index.html so deep links work (SPA fallback).
 */
export function createStaticServer({ dir, cors = false, pages }: StaticServerOptions): Server {
  const compress = compression({ threshold: 512 });
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
  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // A remote's missing file must still say so to the shell's page, not be blocked as a CORS error.
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    res.end('Not found');
  };
  // remotes.json is deployment configuration, edited in place to move a remote: never cached.
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
      notFound(res);
    }
  };
  const servePage = async (req: IncomingMessage, res: ServerResponse, answer: NonNullable<typeof pages>) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const response = await answer(new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), { method: req.method, headers }));
    if (!response) {
      serve(req, res, () => notFound(res));
      return;
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
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
      else if (pages && (req.method === 'GET' || req.method === 'HEAD')) {
        servePage(req, res, pages).catch((error: unknown) => {
          console.error('[server] composing the page failed', error);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('The page could not be composed');
        });
      } else serve(req, res, () => notFound(res));
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
