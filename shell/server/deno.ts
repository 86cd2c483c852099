/**
 * The shell on Deno (Deno Deploy, or `deno serve` on any host): its pages composed on request by
 * the same built module `npm start` runs (`../dist-server/site.js`, from ./site.ts), and the files
 * of its build served as a static host serves them. Nothing here composes.
 *
 *   deno serve --allow-net --allow-read --port 8000 shell/server/deno.ts
 *
 * Type-checked with `deno check` in `npm test`, and served by Deno in the end-to-end tests
 * (e2e/tests/edge.spec.ts), so this entry is known to run where it is deployed.
 */
import * as builtSite from '../dist-server/site.js';
import type { SiteModule } from './contract.ts';

// The built file carries no types: its exports are the contract's. It also holds what this host needs
// of the shared code (the `_headers` rules), so the shell's own files are all it uploads.
const { createSiteHandler, staticFileHeaders } = builtSite as unknown as SiteModule;

const dist = new URL('../dist/', import.meta.url);

/** A file of the build by its path in it, never outside it. */
function fileUrl(path: string): URL | null {
  try {
    const url = new URL(`./${decodeURIComponent(path).replace(/^\/+/, '')}`, dist);
    return url.href.startsWith(dist.href) ? url : null;
  } catch {
    return null;
  }
}

const types: Record<string, string> = {
  avif: 'image/avif',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  mp4: 'video/mp4',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  webm: 'video/webm',
  webmanifest: 'application/manifest+json',
  webp: 'image/webp',
  woff2: 'font/woff2',
};

/**
 * A file of the shell's build with the headers its `_headers` gives it, read on each request as a
 * static host reads the folder it publishes (Deno Deploy runs this file; a CDN would read `_headers`).
 */
async function staticFile(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const rulesText = await Deno.readTextFile(new URL(staticFileHeaders.rulesFile, dist)).catch(() => '');
  const headers = staticFileHeaders.headersFor(rulesText, pathname);
  const url = pathname === `/${staticFileHeaders.rulesFile}` ? null : fileUrl(pathname);
  const notFound = () => new Response('Not found', { status: 404, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!url) return notFound();
  try {
    const body = await Deno.readFile(url);
    const type = types[pathname.slice(pathname.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
    return new Response(request.method === 'HEAD' ? null : body, { headers: { ...headers, 'Content-Type': type } });
  } catch {
    return notFound();
  }
}

const pages = createSiteHandler({
  shell: {
    read: async (path) => {
      const url = fileUrl(path);
      return url ? Deno.readTextFile(url).catch(() => null) : null;
    },
  },
});
// Warmed on start, for the site's own address: a cold instance reads every remote before its first
// visitor comes (a request by another address warms that one, and waits for it, bounded).
pages.ready().catch((error: unknown) => console.error('[site] warm-up failed', error));

export default {
  async fetch(request: Request): Promise<Response> {
    return (await pages(request)) ?? staticFile(request);
  },
} satisfies Deno.ServeDefaultExport;
