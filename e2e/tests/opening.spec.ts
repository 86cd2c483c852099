import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openingGate } from 'tooling/lib/opening-gate';
import { shellHandler } from 'tooling/lib/shell-server';
import { listen } from 'tooling/lib/static-server';
import { distOf } from 'tooling/lib/workspace';
import { apps, remoteAppNames, type RemoteAppName } from 'shared/federation-apps';
import { expect, test } from './fixtures';

/** The heading of the catalogue's home sections, which the shell composes into the home page. */
const HOME_SECTIONS = 'Three houses of care';

/**
 * A remote's host that is busy as the machine starts: its first `slowReads` reads of the files the
 * shell composes from (seo.json, mf-manifest.json) answer after `delayMs`, longer than the shell's
 * time-out for a remote; everything else passes straight to the remote's real server.
 */
async function busyRemote(app: RemoteAppName, slowReads: number, delayMs: number): Promise<{ url: string; server: Server }> {
  let reads = 0;
  const server = createServer((req, res) => {
    const composedFrom = /\/(seo|mf-manifest)\.json$/.test(req.url ?? '');
    const delay = composedFrom && (reads += 1) <= slowReads ? delayMs : 0;
    setTimeout(() => {
      const upstream = httpRequest({ host: '127.0.0.1', port: apps[app].port, path: req.url, method: req.method, headers: { ...req.headers, host: `localhost:${apps[app].port}` } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    }, delay);
  });
  await listen(server, 0);
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}

test('a site that is opening answers every request at once, and its first page is whole', async () => {
  test.setTimeout(90_000);
  const remotes = await Promise.all(remoteAppNames.map(async (app) => [app, await busyRemote(app, 2, 5_000)] as const));
  const dir = mkdtempSync(join(tmpdir(), 'noirelle-opening-'));
  cpSync(distOf('shell'), dir, { recursive: true });
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify(Object.fromEntries(remotes.map(([app, { url }]) => [app, `${url}/remoteEntry.js`]))));

  // The shell's port answers from the first moment, as in `npm start` (tooling/start.ts).
  const gate = openingGate();
  await listen(gate.server, 0);
  const site = `http://localhost:${(gate.server.address() as AddressInfo).port}`;

  // A visitor (or a crawler) asking for the home page every 100 ms from then on.
  const answers: Promise<{ status: number; retryAfter: string | null; whole: boolean; ms: number }>[] = [];
  const asking = setInterval(() => {
    const started = Date.now();
    answers.push(
      fetch(`${site}/`, { signal: AbortSignal.timeout(5_000) }).then(
        async (response) => ({ status: response.status, retryAfter: response.headers.get('retry-after'), whole: (await response.text()).includes(HOME_SECTIONS), ms: Date.now() - started }),
        () => ({ status: 0, retryAfter: null, whole: false, ms: Date.now() - started }),
      ),
    );
  }, 100);

  try {
    const shell = await shellHandler(dir);
    const warmUp = await shell.pages.ready(site);
    expect(warmUp.every((result) => result.ok), JSON.stringify(warmUp)).toBe(true);
    gate.open(shell.listener);
    // The first request after the site opens.
    const first = await fetch(`${site}/`, { signal: AbortSignal.timeout(5_000) });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(HOME_SECTIONS);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  } finally {
    clearInterval(asking);
  }
  const settled = await Promise.all(answers);
  expect(settled.length).toBeGreaterThan(20);
  for (const answer of settled) {
    // Each is answered within 5 s: a whole page, or 503 with Retry-After; never a page without its sections.
    expect(answer.status === 200 ? answer.whole : answer.status === 503 && answer.retryAfter !== null, JSON.stringify(answer)).toBe(true);
  }
  expect(settled.filter((answer) => answer.status === 503).length).toBeGreaterThan(0);
  expect(settled.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);

  gate.server.closeAllConnections();
  gate.server.close();
  for (const [, { server }] of remotes) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(dir, { recursive: true, force: true });
});
