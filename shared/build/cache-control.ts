/**
 * How long a browser or CDN may keep each file of an app's build: the one rule every host of the
 * site applies (the local static server, scripts/lib/static-server.ts, and the shell on an edge
 * runtime, shell/server/deno.ts). No Node APIs: Deno imports it as it is.
 */

/** Hashed file names never change content, so browsers keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry points (remoteEntry.js, mf-manifest.json, seo.json, the pages) are revalidated on every use. */
const REVALIDATE = 'no-cache';

export function cacheControlFor(pathname: string): string {
  // Deployment configuration, edited in place to move a remote.
  if (pathname.endsWith('/remotes.json')) return 'no-store';
  if (pathname.startsWith('/assets/')) return IMMUTABLE;
  return REVALIDATE;
}
