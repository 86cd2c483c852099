import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteAppNames, type RemoteAppName } from 'shared/federation-apps';
import { root } from 'tooling/lib/workspace';
import { expect, test } from './fixtures';
import { deno, denoEnv, expectPage, freePort, serveDist, serveShellOnDeno, type RunningServer } from './helpers';

/*
 * DEPLOY.md, checked. Its "Rehearse it here" block is the upload, run here as written;
 * each remote's folder is then served on its own origin by the static host that applies `_headers`
 * as Cloudflare Pages does, and the shell's folder by `deno serve`, as on Deno Deploy. Its header
 * table is read and every row checked against what those hosts answer.
 */

const deployDoc = readFileSync(join(root, 'DEPLOY.md'), 'utf8');

/** The fenced block DEPLOY.md marks as the rehearsal (```sh rehearsal). */
function rehearsalBlock(): string {
  const block = /```sh rehearsal\n([\s\S]*?)```/.exec(deployDoc);
  if (!block) throw new Error('DEPLOY.md has no ```sh rehearsal block');
  return block[1]!;
}

interface HeaderRow {
  path: string;
  servedBy: string;
  cacheControl: string;
  also: [string, string][];
}

/** The rows of DEPLOY.md's header table: | `path` | served by | `Cache-Control` | `Name: value` ... |. */
function headerTable(): HeaderRow[] {
  const section = deployDoc.slice(deployDoc.indexOf('## 2. The headers'), deployDoc.indexOf('## 3.'));
  const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [path, servedBy, cacheControl, also] = line.split('|').slice(1, 5).map((cell) => cell.trim());
      return {
        path: code(path!)[0]!,
        servedBy: servedBy!,
        cacheControl: code(cacheControl!)[0]!,
        also: code(also!).map((header) => [header.slice(0, header.indexOf(':')), header.slice(header.indexOf(':') + 1).trim()] as [string, string]),
      };
    });
}

test.describe.configure({ mode: 'serial' });

let hosts = '';
const remotes = new Map<RemoteAppName, RunningServer>();
let shell: RunningServer | undefined;
let shellOrigin = '';

test.beforeAll(async () => {
  hosts = mkdtempSync(join(tmpdir(), 'noirelle-hosts-'));
  const ports = Object.fromEntries(await Promise.all(remoteAppNames.map(async (name) => [name, await freePort()] as const))) as Record<RemoteAppName, number>;
  const origins = Object.fromEntries(remoteAppNames.map((name) => [`${name.toUpperCase()}_ORIGIN`, `http://localhost:${ports[name]}`]));
  const upload = spawnSync('bash', ['-euo', 'pipefail', '-c', rehearsalBlock()], { cwd: root, env: { ...process.env, HOSTS: hosts, ...origins }, encoding: 'utf8' });
  expect(upload.status, upload.stderr).toBe(0);

  for (const name of remoteAppNames) remotes.set(name, await serveDist(join(hosts, name), { port: ports[name] }));
  shell = await serveShellOnDeno(join(hosts, 'shell'));
  shellOrigin = shell.url;
});

test.afterAll(async () => {
  await shell?.stop();
  await Promise.all([...remotes.values()].map((server) => server.stop()));
  if (hosts) rmSync(hosts, { recursive: true, force: true });
});

test('the uploaded shell is complete: Deno type-checks its entry from the uploaded files alone', () => {
  const checked = spawnSync(deno, ['check', 'shell/server/deno.ts'], { cwd: join(hosts, 'shell'), encoding: 'utf8', env: denoEnv });
  expect(checked.status, checked.stderr).toBe(0);
});

test("every row of DEPLOY.md's header table is what the hosts send, with the security headers on every response", async () => {
  const rows = headerTable();
  expect(rows.length).toBeGreaterThanOrEqual(8);
  /** A real file for a row's `*`: the first of that host's hashed assets. */
  const concrete = (path: string, folder: string) => (path.includes('*') ? path.replace('*', readdirSync(join(folder, 'assets')).find((file) => file.endsWith('.js'))!) : path);
  for (const row of rows) {
    const targets =
      row.servedBy === 'each remote'
        ? remoteAppNames.map((name) => ({ origin: remotes.get(name)!.url, folder: join(hosts, name) }))
        : row.servedBy === 'the shell'
          ? [{ origin: shellOrigin, folder: join(hosts, 'shell', 'shell', 'dist') }]
          : [];
    expect(targets.length, `who serves ${row.path}: "${row.servedBy}"`).toBeGreaterThan(0);
    for (const { origin, folder } of targets) {
      const url = `${origin}${concrete(row.path, folder)}`;
      const response = await fetch(url, { headers: { Origin: shellOrigin } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe(row.cacheControl);
      for (const [name, value] of row.also) expect(response.headers.get(name), `${url} ${name}`).toBe(value);
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options'), url).toBe('DENY');
      expect(response.headers.get('permissions-policy'), url).toContain('camera=()');
    }
  }
  // A remote's missing chunk still reads as a 404 to the shell's page, not as a CORS error.
  const missing = await fetch(`${remotes.get('catalogue')!.url}/assets/routes-gone123.js`, { headers: { Origin: shellOrigin } });
  expect(missing.status).toBe(404);
  expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  // The headers file is read by the host, never served.
  expect((await fetch(`${remotes.get('press')!.url}/_headers`)).status).toBe(404);
  expect((await fetch(`${shellOrigin}/_headers`)).status).toBe(404);
});

test("the composed pages come from this environment's remotes.json, and every remote's page works for a visitor", async ({ page }) => {
  const html = await (await fetch(`${shellOrigin}/product/celestial-eye-palette`)).text();
  expect(html).toContain('Celestial Eye Palette');
  // Its first view's stylesheet and picture come from the catalogue's rehearsal origin, not this machine's usual port.
  expect(html).toContain(`data-first-view-css="${remotes.get('catalogue')!.url}/assets/`);
  expect(html).toContain(`imagesrcset="${remotes.get('catalogue')!.url}/assets/`);
  // The page's policy lets exactly this environment's remotes run scripts.
  const csp = (await fetch(`${shellOrigin}/product/celestial-eye-palette`)).headers.get('content-security-policy') ?? '';
  for (const server of remotes.values()) expect(csp).toMatch(new RegExp(`script-src [^;]*${server.url}`));

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('rendered afresh')) errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => localStorage.setItem('noirelle.analytics-consent.v1', 'denied'));
  const pages: [string, string][] = [
    ['/product/celestial-eye-palette', 'Celestial Eye Palette'],
    ['/local/paris-france', 'Paris, France'],
    ['/booking', 'Book Your Experience'],
    ['/contact', 'Speak with Noirelle'],
    ['/press', 'Noirelle in the Press'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(`${shellOrigin}${path}`);
    await expectPage(page, heading);
  }
  // The catalogue's collection, an island from its own origin: a filter chosen as soon as it shows.
  await page.goto(`${shellOrigin}/products`);
  await page.getByRole('region', { name: 'Filters and results' }).getByLabel('Category').selectOption({ label: 'Hair' });
  await expect(page).toHaveURL(/\/products\?category=hair$/);
  await expect(page.getByRole('link', { name: 'Chebe Ritual Oil', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Celestial Eye Palette', exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});
