import { expect, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apps, localRemoteEntry, remoteAppNames, type RemoteAppName } from 'shared/federation-apps';
import { createShellServer } from 'tooling/lib/shell-server';
import { createStaticServer, listen } from 'tooling/lib/static-server';
import { distOf, root } from 'tooling/lib/workspace';
import { freePort } from 'tooling/lib/free-port';

export const header = (page: Page) => page.getByRole('banner');
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
export const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The notifications shown, as a visitor meets them: the items of the polite region's list. */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');

/**
 * Waits until the page's remote (or shell page) has rendered its one h1, named `heading`: as long as the shell
 * itself waits for a remote (RemoteSlot's 12 s) and a little more, so a slow first load on a busy
 * machine is told apart from a remote that never comes (which shows the fallback's h1 instead).
 */
export async function expectPage(page: Page, heading: string | RegExp) {
  // The accessible name (what a screen reader announces), which for a rotating headline is its stable full text.
  await expect(pageHeading(page)).toHaveAccessibleName(heading, { timeout: 14_000 });
}

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * Serves a production build on a loopback port (0: any free one), exactly as `npm start` does: a
 * remote's as static files with the headers of its `_headers`, the shell's (`shell: true`) with its
 * pages composed on request.
 */
export async function serveDist(dir: string, { port = 0, shell = false } = {}): Promise<RunningServer> {
  const server = shell ? await createShellServer(dir) : createStaticServer({ dir });
  await listen(server, port);
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The `deno` binary of the `deno` npm package, and the environment it runs in here. */
export const deno = join(root, 'node_modules', '.bin', 'deno');
export const denoEnv = { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };

/**
 * The shell on Deno, as Deno Deploy runs it: `deno serve shell/server/deno.ts` from `cwd` (the
 * repository, or an uploaded copy), ready once it answers remotes.json.
 */
export async function serveShellOnDeno(cwd: string): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = spawn(deno, ['serve', '--allow-net', '--allow-read', '--host', '127.0.0.1', '--port', String(port), 'shell/server/deno.ts'], { cwd, env: denoEnv, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`deno exited: ${errors}`);
        return fetch(`${url}/remotes.json`).then((response) => response.status, () => 0);
      },
      { timeout: 30_000 },
    )
    .toBe(200);
  return {
    url,
    port,
    // `deno serve` waits out open connections on SIGTERM (it once outlived the test run): stopped at once.
    stop: async () => {
      server.kill('SIGKILL');
    },
  };
}

export { freePort };

/**
 * A private copy of the shell's production build, with a remotes.json the test controls: the
 * same thing an operator does when moving a remote, without touching the shared servers.
 */
export async function shellCopy(overrides: Partial<Record<RemoteAppName, string>>) {
  const dir = mkdtempSync(join(tmpdir(), 'noirelle-shell-'));
  cpSync(distOf('shell'), dir, { recursive: true });
  const writeRemotes = (entries: Partial<Record<RemoteAppName, string>>) =>
    writeFileSync(
      join(dir, 'remotes.json'),
      JSON.stringify(Object.fromEntries(remoteAppNames.map((name) => [name, entries[name] ?? localRemoteEntry(name)]))),
    );
  writeRemotes(overrides);
  const server = await serveDist(dir, { shell: true });
  return {
    ...server,
    writeRemotes,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The nine city pages, as the header's Local menu and the services page list them. */
export const cityLinks = [
  ['Paris, France', '/local/paris-france'],
  ['New York, NY', '/local/new-york-ny'],
  ['Milan, Italy', '/local/milan-italy'],
  ['London, UK', '/local/london-uk'],
  ['Houston, TX', '/local/houston-tx'],
  ['Atlanta, GA', '/local/atlanta-ga'],
  ['Quebec City, QC', '/local/quebec-city-qc'],
  ['Toronto, ON', '/local/toronto-on'],
  ['Los Angeles, CA', '/local/los-angeles-ca'],
] as const;

export { apps, distOf };

/**
 * A cache in front of the site that still holds one page from before a deploy (a tab opened
 * earlier, a CDN edge): that HTML at `path`, with everything else from `site` as it is now.
 */
export async function staleFront(site: string, path: string, html: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createHttpServer((req, res) => {
    if (req.url === path) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
      return;
    }
    void fetch(`${site}${req.url ?? '/'}`, { signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        res.writeHead(response.status, { 'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream' });
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      // A body cut off (the test stopped this server mid-answer) after its head was sent: end it.
      .catch(() => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
