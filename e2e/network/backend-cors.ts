/**
 * What the browser itself says about its cross-origin calls to the site's backend, read from Chromium
 * over the DevTools protocol: every CORS preflight it sent (with the headers it asked for and the
 * status it got) and every request it blocked for CORS. A test asserts on these, not only on what the
 * page shows afterwards, so "the preflight passed" is observed, never inferred.
 */
import { expect, type Page } from '@playwright/test';
import { backendPort } from 'shared/federation-apps';

export interface Preflight {
  /** The method the preflight asked for (Access-Control-Request-Method). */
  method: string;
  path: string;
  /** Access-Control-Request-Headers, as Chromium sent it. */
  requestedHeaders: string[];
  status?: number;
}

const backendOrigins = [`http://localhost:${backendPort}`, `http://127.0.0.1:${backendPort}`];
const isBackend = (url: string) => backendOrigins.some((origin) => url.startsWith(`${origin}/`));

export async function watchBackendCors(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const preflights = new Map<string, Preflight>();
  const blocked: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.initiator.type !== 'preflight' || !isBackend(event.request.url)) return;
    const header = (name: string) => Object.entries(event.request.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
    const url = new URL(event.request.url);
    preflights.set(event.requestId, {
      method: header('access-control-request-method'),
      path: url.pathname,
      requestedHeaders: header('access-control-request-headers').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean),
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const preflight = preflights.get(event.requestId);
    if (preflight) preflight.status = event.response.status;
  });
  cdp.on('Network.loadingFailed', (event) => {
    if (event.corsErrorStatus) blocked.push(`${event.type} ${event.corsErrorStatus.corsError} ${event.corsErrorStatus.failedParameter}`);
  });

  return {
    preflights: () => [...preflights.values()],
    blocked,
    /**
     * The browser preflighted `method path` with the headers `mustAsk` among those it asked for, the
     * preflight succeeded, and nothing was blocked for CORS.
     */
    async expectPassed(method: string, path: string, mustAsk: string[] = []) {
      await expect
        .poll(() => [...preflights.values()].find((preflight) => preflight.method === method && preflight.path === path)?.status, {
          message: `a successful preflight of ${method} ${path}`,
        })
        .toBeGreaterThanOrEqual(200);
      const preflight = [...preflights.values()].find((candidate) => candidate.method === method && candidate.path === path)!;
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.requestedHeaders).toEqual(expect.arrayContaining(mustAsk));
      expect(blocked, 'requests the browser blocked for CORS').toEqual([]);
    },
  };
}
