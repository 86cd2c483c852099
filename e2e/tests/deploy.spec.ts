import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { root } from 'tooling/lib/workspace';
import { expect, test } from './fixtures';
import { distOf, expectPage, serveDist, shellCopy, staleFront, toasts } from './helpers';

/*
 * A remote's team deploys by replacing its own dist, and nothing else. Here the catalogue
 * is built again with one product renamed, as its team's deploy would, and served from its own
 * origin while the site runs; the shell is not rebuilt and nothing is composed by hand.
 */

const PRODUCT = '/product/celestial-eye-palette';
const COLLECTION = '/products';
const OLD_NAME = 'Celestial Eye Palette';
const NEW_NAME = 'Celestial Eye Palette Nocturne';
const itemsFile = join(root, 'mfe-catalogue', 'src', 'data', 'items.ts');

test.describe.configure({ mode: 'serial' });

/** Every file of a folder with its size and modification time: to prove a folder untouched. */
function snapshot(dir: string): string[] {
  const walk = (path: string): string[] => (statSync(path).isDirectory() ? readdirSync(path).flatMap((entry) => walk(join(path, entry))) : [`${relative(dir, path)} ${statSync(path).size} ${statSync(path).mtimeMs}`]);
  return walk(dir).sort();
}

/**
 * The catalogue's build with the product renamed, as its team's next deploy ships it: built once,
 * beside this process, never blocking it (the site's servers run in it and must keep answering
 * meanwhile). Both deploys below ship this same build; they differ only in how it replaces the old one.
 */
let renamedBuild: Promise<string> | undefined;
function renamedCatalogueBuild(): Promise<string> {
  renamedBuild ??= (async () => {
    const source = readFileSync(itemsFile, 'utf8');
    expect(source).toContain(`name: '${OLD_NAME}',`);
    const out = mkdtempSync(join(tmpdir(), 'noirelle-catalogue-build-'));
    try {
      writeFileSync(itemsFile, source.replace(`name: '${OLD_NAME}',`, `name: '${NEW_NAME}',`));
      await promisify(execFile)('npx', ['vite', 'build', '--configLoader', 'runner', '--outDir', out, '--emptyOutDir'], { cwd: join(root, 'mfe-catalogue'), maxBuffer: 64 * 1024 * 1024 });
    } finally {
      writeFileSync(itemsFile, source);
    }
    return out;
  })();
  return renamedBuild;
}

test.afterAll(async () => {
  if (renamedBuild) rmSync(await renamedBuild, { recursive: true, force: true });
});

/** The catalogue's team deploys: the renamed build replaces (or is copied over) what `dir` serves. */
async function deployCatalogue(dir: string, { keepOldChunks }: { keepOldChunks: boolean }) {
  const out = await renamedCatalogueBuild();
  // A static host's deploy: the new files in place at once, the old ones gone or left behind.
  if (!keepOldChunks) for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
  cpSync(out, dir, { recursive: true });
}

for (const keepOldChunks of [false, true]) {
  test(`a catalogue deployed alone shows on the next request, whole and live (old chunks ${keepOldChunks ? 'left in place' : 'removed'})`, async ({ page }) => {
    test.setTimeout(180_000);
    const shellBefore = snapshot(distOf('shell'));
    const catalogueDir = mkdtempSync(join(tmpdir(), 'noirelle-catalogue-'));
    cpSync(distOf('catalogue'), catalogueDir, { recursive: true });
    const catalogue = await serveDist(catalogueDir);
    const site = await shellCopy({ catalogue: `${catalogue.url}/remoteEntry.js` });
    let stale: Awaited<ReturnType<typeof staleFront>> | undefined;
    const errors: { text: string; url: string }[] = [];
    page.on('console', (message) => {
      // An error, or an island's word that it rendered a part afresh because the HTML differed (a
      // hydration mismatch, which React reports there and not as an error: shared/src/islands/hydrate-island.tsx).
      if (message.type() === 'error' || message.text().includes('rendered afresh')) errors.push({ text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }));
    // These origins are not the shared site's: the visitor has already declined analytics there too.
    await page.addInitScript(() => localStorage.setItem('noirelle.analytics-consent.v1', 'denied'));
    try {
      const before = await (await fetch(`${site.url}${PRODUCT}`)).text();
      expect(before).toContain(`>${OLD_NAME}</h1>`);
      // The collection, an island, as a page composed before the deploy shows it.
      const listBefore = await (await fetch(`${site.url}${COLLECTION}`)).text();
      expect(listBefore).toContain(`>${OLD_NAME}<`);

      await deployCatalogue(catalogueDir, { keepOldChunks });

      // The raw HTML (a crawler's view) is the new build's at once.
      const raw = await fetch(`${site.url}${PRODUCT}`);
      expect(raw.status).toBe(200);
      const html = await raw.text();
      expect(html).toContain(`>${NEW_NAME}</h1>`);
      expect(html).not.toContain(`>${OLD_NAME}</h1>`);

      // In the browser: the new name, made live by the new code without a mismatch or an error.
      await page.goto(`${site.url}${PRODUCT}`);
      await expectPage(page, NEW_NAME);
      // Pressed as soon as it shows: the toast names what the new HTML names.
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(toasts(page).filter({ hasText: `${NEW_NAME} added to cart` })).toBeVisible();
      await expect(page.getByText('This part of the house is unavailable')).toHaveCount(0);

      // The other routes are as they were: the catalogue's other pages and another remote's.
      await page.goto(`${site.url}/skin`);
      await expectPage(page, 'Skin');
      await page.goto(`${site.url}/local/paris-france`);
      await expectPage(page, 'Paris, France');
      expect(errors).toEqual([]);

      // Version skew: a page composed before the deploy, whose island starts after it. The page is
      // the HTML it came as; its island (the collection) is rendered afresh by the new build, with
      // the props its HTML was written with, and works: no fallback, no error screen, no mismatch.
      stale = await staleFront(site.url, COLLECTION, listBefore);
      await page.goto(`${stale.url}${COLLECTION}`);
      await expectPage(page, 'Products & Services');
      await expect(page.getByRole('link', { name: NEW_NAME, exact: true })).toBeVisible();
      await expect(page.getByText('This part of the house is unavailable')).toHaveCount(0);
      // The page composed before the deploy names the old build's files for its island, fetched
      // side by side when it is asked for: where the deploy removed them, each of those fetches
      // finds nothing (docs/islands.md). Nothing else may fail.
      const staleIslandFiles = new Set([...listBefore.matchAll(/data-island-files="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')));
      expect(staleIslandFiles.size).toBeGreaterThan(0);
      const removedFileMissing = (error: { text: string; url: string }) => !keepOldChunks && error.text.includes('status of 404') && staleIslandFiles.has(error.url);
      expect(errors.filter((error) => !removedFileMissing(error))).toEqual([]);
      expect(snapshot(distOf('shell'))).toEqual(shellBefore);
    } finally {
      await stale?.stop();
      await site.stop();
      await catalogue.stop();
      rmSync(catalogueDir, { recursive: true, force: true });
    }
  });
}
