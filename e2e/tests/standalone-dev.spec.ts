import { spawn, type ChildProcess } from 'node:child_process';
import { apps, remoteAppNames, type RemoteAppName } from 'shared/federation-apps';
import { root } from 'tooling/lib/workspace';
import { expect, test } from './fixtures';
import { freePort } from './helpers';

/**
 * A team works on its remote alone with `npm run dev -w mfe-<name>`: each remote's
 * standalone dev server, started in turn, serves every route its route modules declare. The
 * concrete paths (a product, a city, an article) are the pages the remote's build publishes
 * (its `seo.json`, served beside its entry), one page per route, so nothing here lists a route again.
 */

/** `npm run dev -w mfe-<name>` on a free port, beside the suite's running site; ready once Vite says so. */
async function startStandaloneDev(remote: RemoteAppName): Promise<{ url: string; server: ChildProcess; startedInMs: number }> {
  const port = await freePort();
  const started = Date.now();
  const server = spawn('npm', ['run', 'dev', '-w', apps[remote].dir], {
    cwd: root,
    env: { ...process.env, DEV_SERVER_PORT: String(port), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let said = '';
  server.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  await expect
    .poll(
      () => {
        if (server.exitCode !== null) throw new Error(`the ${remote} dev server exited: ${said}`);
        return /ready in/i.test(said);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return { url: `http://localhost:${port}`, server, startedInMs: Date.now() - started };
}

/**
 * The first page of each route: the pages of one route (every product, every article) are one
 * module with other data, which the composed site's own tests open page by page. A route is told
 * by its first segment and its depth (`/product/a` and `/product/b` are one; `/local` and
 * `/local/paris` are two).
 */
function onePagePerRoute(paths: readonly string[]): string[] {
  const shapes = new Map<string, string>();
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean);
    const shape = `${segments[0] ?? ''}/${segments.length}`;
    if (!shapes.has(shape)) shapes.set(shape, path);
  }
  return [...shapes.values()];
}

/** Stops npm and Vite under it (the whole process group), and waits until they are gone. */
async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid!, 'SIGTERM');
  await exited;
}

test.describe('every remote alone in its standalone dev server', () => {
  // Not one serial group: its two minutes would fall to one worker at the end of the run, while the
  // other has nothing left to do. Each test starts a dev server of its own, on a free port.
  for (const remote of remoteAppNames) {
    test(`${remote}: each of its routes renders its h1 with no page error, on a second start too`, async ({ browser, page }) => {
      test.setTimeout(240_000);
      const site = await browser.newPage({ baseURL: test.info().project.use.baseURL });
      const published = (await (await site.request.get(`http://localhost:${apps[remote].port}/seo.json`)).json()) as { routes: { path: string }[] };
      const paths = onePagePerRoute(published.routes.map((route) => route.path));
      expect(paths.length).toBeGreaterThan(0);
      // A team starts its dev server again and again: the bug showed from the second start on, once
      // the pre-bundled dependencies were cached (shared/tooling/vite.ts). The first start fills that cache.
      const first = await startStandaloneDev(remote);
      await page.goto(`${first.url}${paths[0]}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      await stop(first.server);
      const { url, server, startedInMs } = await startStandaloneDev(remote);
      test.info().annotations.push({ type: 'dev server start', description: `${remote}: ${startedInMs} ms` });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      // React's development build reports a misused use() in the console, then recovers by rendering
      // the whole root again (which is the page error above when it happens mid-render): both count.
      page.on('console', (message) => {
        if (message.type() === 'error' && /use\(\)/.test(message.text())) errors.push(`${page.url()}: ${message.text().split('\n')[0]}`);
      });
      try {
        for (const path of paths) {
          // The page's h1 as the composed site shows it: the standalone host must show the same.
          await site.goto(path);
          const heading = await site.getByRole('heading', { level: 1 }).ariaSnapshot();
          const response = await page.goto(`${url}${path}`);
          expect(response?.status(), path).toBe(200);
          await expect(page.getByRole('heading', { level: 1 }), path).toMatchAriaSnapshot(heading, { timeout: 60_000 });
        }
        if (remote === 'catalogue') {
          // The page's behaviours work alone as composed: a stepper's buttons are commands the boot
          // script answers on the site, and the standalone host installs the same (shared/src/boot).
          await page.goto(`${url}/product/celestial-eye-palette`);
          await page.getByRole('button', { name: 'Increase quantity' }).click();
          await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
        }
        expect(errors).toEqual([]);
      } finally {
        await stop(server);
        await site.close();
      }
    });
  }
});
