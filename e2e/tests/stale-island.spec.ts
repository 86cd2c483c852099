import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { distOf, expectPage, serveDist, shellCopy, staleFront } from './helpers';

/*
 * A page opened before its remote's team deployed again: its HTML names the old build's files, which
 * the deploy removed. A visitor who presses the page's main button at once must still get its
 * effect (or a page that reloads itself to the new build and then has it), never nothing.
 */

const CHAT = '/chat';
const QUESTION = 'What are your opening hours in Atlanta?';

/** Every file under `dir`. */
const filesOf = (dir: string): string[] => readdirSync(dir).flatMap((entry) => (statSync(join(dir, entry)).isDirectory() ? filesOf(join(dir, entry)) : [join(dir, entry)]));

/**
 * The advisor's team deploys its next build over `dir`, as a static host does: every script has a
 * new hashed name, the old names are gone (404), and the build's identity is new. The same code under
 * new names and a new identity, which is what a rebuild looks like to a page composed from the old
 * one, without the minutes a real build takes.
 */
function redeploy(dir: string) {
  const scripts = filesOf(join(dir, 'assets')).filter((file) => file.endsWith('.js'));
  const renamed = new Map(scripts.map((file) => [file.slice(file.lastIndexOf('/') + 1), file.slice(file.lastIndexOf('/') + 1).replace(/\.js$/, '-next.js')]));
  for (const file of scripts) renameSync(file, file.replace(/\.js$/, '-next.js'));
  const oldBuild = (JSON.parse(readFileSync(join(dir, 'seo.json'), 'utf8')) as { build: string }).build;
  expect(oldBuild).toMatch(/^advisor-/);
  const names = new RegExp(`${[...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')}|${oldBuild}`, 'g');
  for (const file of filesOf(dir).filter((path) => /\.(js|json|html)$/.test(path))) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(names, (name) => renamed.get(name) ?? `${oldBuild}-next`);
    if (next !== text) writeFileSync(file, next);
  }
}

test('the chat’s Send pressed at once on a page whose remote was deployed again has its effect', async ({ page }) => {
  test.setTimeout(90_000);
  // The advisor on its own port, from a copy of its build the test redeploys: the suite's other
  // tests keep the shared site and its advisor as they are.
  const advisorDir = mkdtempSync(join(tmpdir(), 'noirelle-advisor-'));
  cpSync(distOf('advisor'), advisorDir, { recursive: true });
  const advisor = await serveDist(advisorDir);
  const site = await shellCopy({ advisor: `${advisor.url}/remoteEntry.js` });
  let stale: Awaited<ReturnType<typeof staleFront>> | undefined;
  // These origins are not the shared site's: the visitor has already declined analytics there too.
  await page.addInitScript(() => localStorage.setItem('noirelle.analytics-consent.v1', 'denied'));
  try {
    const before = await (await fetch(`${site.url}${CHAT}`, { signal: AbortSignal.timeout(30_000) })).text();
    const islandFiles = [...before.matchAll(/data-island-files="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
    expect(islandFiles.length).toBeGreaterThan(0);

    redeploy(advisorDir);
    // The old build's island files are gone, as after the deploy.
    for (const file of islandFiles.filter((url) => url.includes('/assets/'))) expect((await fetch(file, { signal: AbortSignal.timeout(10_000) })).status).toBe(404);

    stale = await staleFront(site.url, CHAT, before);
    await page.goto(`${stale.url}${CHAT}`);
    await expectPage(page, 'Acquire noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup');
    // Typed and sent as soon as it is painted, with nothing of the page's code here yet: the press is
    // held, and the conversation's island, the new build's rendered afresh, sends it.
    await page.getByLabel('Your question for Amara').fill(QUESTION);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('log').locator('[data-role="user"]')).toContainText(QUESTION);
    await expect(page.getByRole('log').locator('[data-role="assistant"]').last()).not.toBeEmpty();
    await expect(page.getByText('This part of the house is unavailable')).toHaveCount(0);
  } finally {
    await stale?.stop();
    await site.stop();
    await advisor.stop();
    rmSync(advisorDir, { recursive: true, force: true });
  }
});
