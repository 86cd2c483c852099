import { SECURITY_HEADERS } from './static-headers';

/**
 * The page of a site that is still opening (answered 503 with Retry-After): no script, no remote,
 * and a link to try again, which the visitor follows when they choose (no automatic refresh, which
 * would move a screen-reader user's place: WCAG failure F41); a crawler reads the status and comes
 * back. `npm start` answers it while it builds and starts (tooling/lib/opening-gate.ts); the shell's
 * server while it first reads the remotes (shell/server/site.ts).
 */
export const OPENING_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Noirelle is opening</title></head>' +
  '<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f1e8;color:#2b1d16;font:1.125rem/1.6 Georgia,serif;text-align:center"><main style="padding:0 1.5rem"><h1 style="font-weight:400">Noirelle is opening</h1><p>The house will be ready in a few seconds.</p><p><a href="" style="color:#2b1d16">Try again</a></p></main></body></html>';

/** Seconds a client is asked to wait before it tries again. */
export const OPENING_RETRY_AFTER_SECONDS = 5;

/** The opening page's answer headers (with the security headers every response carries). */
export const OPENING_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Retry-After': String(OPENING_RETRY_AFTER_SECONDS),
  ...SECURITY_HEADERS,
};
