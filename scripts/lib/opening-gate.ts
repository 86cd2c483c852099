/**
 * A port that answers from the moment `npm start` runs. Until its app is ready (built, and for the
 * shell, every remote read once), each request gets 503 with Retry-After and a page that asks to try
 * again: never a refused connection, never a request left hanging, never a partial page. Then the
 * app's own listener takes every request.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { SECURITY_HEADERS } from '../../shared/build/static-headers';
import { OPENING_PAGE, OPENING_RETRY_AFTER_SECONDS } from '../../shared/build/opening-page';

export const opening: RequestListener = (req, res) => {
  res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(OPENING_RETRY_AFTER_SECONDS), ...SECURITY_HEADERS });
  res.end(req.method === 'HEAD' ? undefined : OPENING_PAGE);
};

export interface OpeningGate {
  server: Server;
  /** From now on, every request goes to `listener`. */
  open(listener: RequestListener): void;
}

export function openingGate(): OpeningGate {
  let current: RequestListener = opening;
  const server = createServer((req, res) => current(req, res));
  return {
    server,
    open: (listener) => {
      current = listener;
    },
  };
}
