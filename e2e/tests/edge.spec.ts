import { spawnSync } from 'node:child_process';
import { root } from 'tooling/lib/workspace';
import { expect, test } from './fixtures';
import { apps, deno, denoEnv, expectPage, serveShellOnDeno, type RunningServer } from './helpers';

/*
 * The shell in production runs on an edge runtime. Here Deno (the `deno` package from
 * npm) serves shell/server/deno.ts, the entry Deno Deploy runs, with the same built server module
 * `npm start` uses, in front of the shell's build and the remotes' running hosts.
 */

let shell: RunningServer | undefined;
let origin = '';

test.beforeAll(async () => {
  shell = await serveShellOnDeno(root);
  origin = shell.url;
});

test.afterAll(() => shell?.stop());

test('the Deno entry type-checks with Deno', () => {
  const checked = spawnSync(deno, ['check', 'shell/server/deno.ts'], { cwd: root, encoding: 'utf8', env: denoEnv });
  expect(checked.status, checked.stderr).toBe(0);
});

test('Deno composes the same page as the Node server, from the same built module', async () => {
  for (const path of ['/product/celestial-eye-palette', '/', '/local/paris-france']) {
    const [onDeno, onNode] = await Promise.all([fetch(`${origin}${path}`), fetch(`http://localhost:${apps.shell.port}${path}`)]);
    expect(onDeno.status, path).toBe(200);
    expect(onDeno.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
    expect(await onDeno.text(), path).toBe(await onNode.text());
  }
  const unknown = await fetch(`${origin}/no-such-page`);
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('data-first-view="/404"');
  expect(await (await fetch(`${origin}/sitemap.xml`)).text()).toContain('<loc>https://noirelle.beauty/press/the-lip-gloss-economy</loc>');
  const remotes = await fetch(`${origin}/remotes.json`);
  expect(remotes.headers.get('cache-control')).toBe('no-store');
});

test('a visitor on the Deno-served shell gets a live page with no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    // An error, or an island's word that the composed HTML differed from what it rendered (shared/src/islands/hydrate-island.tsx).
    if (message.type() === 'error' || message.text().includes('rendered afresh')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => localStorage.setItem('noirelle.analytics-consent.v1', 'denied'));
  await page.goto(`${origin}/contact`);
  await expectPage(page, 'Speak with Noirelle');
  // Pressed as soon as it shows: the form's island answers once its code is here, so by then it has hydrated.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  expect(errors).toEqual([]);
});
