/**
 * A port that answers from the moment `npm start` runs. Until its app is ready (built, and for the
 * shell, every remote read once), each request gets 503 with Retry-After and a page that asks to try
 * again: never a refused connection, never a request left hanging, never a partial page. Then the
 * app's own listener takes every request.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { OPENING_HEADERS, OPENING_PAGE } from 'shared/opening-page';

export const opening: RequestListener = (req, res) => {
  res.writeHead(503, OPENING_HEADERS);
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
