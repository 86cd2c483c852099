/**
 * Google's tag (gtag.js), stood in for on loopback: the e2e build loads it from here through the
 * site's own setting (`VITE_GTAG_URL`), so nothing leaves the machine and a test observes, without
 * intercepting anything, exactly what the browser asked for and when.
 */
import { createServer } from 'node:http';

export const GOOGLE_TAG_STAND_IN_PORT = 5191;
export const googleTagStandInUrl = `http://127.0.0.1:${GOOGLE_TAG_STAND_IN_PORT}/gtag/js`;

/** What the stand-in tag does when it runs: counts itself, so a test sees it ran once. */
export const GOOGLE_TAG_STUB = 'window.__gtagLoaded = (window.__gtagLoaded || 0) + 1;';

export function serveGoogleTag(port = GOOGLE_TAG_STAND_IN_PORT) {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/gtag/js')) {
      return response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(GOOGLE_TAG_STUB);
    }
    response.writeHead(204).end();
  });
  server.listen(port, '127.0.0.1');
  return server;
}
