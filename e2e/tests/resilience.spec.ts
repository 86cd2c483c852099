import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apps, distOf, expectPage, freePort, serveDist, shellCopy, type RunningServer } from './helpers';

test('with one remote down, the rest of the site works, and Retry opens the page again once it is back', async ({ page }) => {
  const pressPort = await freePort();
  const shell = await shellCopy({ press: `http://localhost:${pressPort}/remoteEntry.js` });
  let press: RunningServer | undefined;
  try {
    const response = await page.goto(`${shell.url}/press`);
    // Composed by the server: the layout around the fallback, with no code to wait for.
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'This part of the house is unavailable' })).toBeVisible();
    const retry = page.getByRole('link', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The other remotes are unaffected.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skin', exact: true }).click();
    await expectPage(page, 'Skin');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Press', exact: true }).click();
    await expect(retry).toBeVisible();

    press = await serveDist(distOf('press'), { port: pressPort });
    await retry.click();
    await expectPage(page, 'Noirelle in the Press');
    await expect(page).toHaveURL(`${shell.url}/press`);
  } finally {
    await press?.stop();
    await shell.stop();
  }
});

test.describe('a remote whose server hangs once, then answers again', () => {
  test.use({ networkFaults: [{ to: `localhost:${apps.booking.port}`, path: '/remoteEntry.js', fault: 'hang', times: 1 }] });

  test('the fallback after the wait, then Retry brings the remote back without a reload', async ({ page, faultProxy }) => {
    test.setTimeout(60_000);
    const shell = await shellCopy({});
    try {
      await page.goto(`${shell.url}/booking`);
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible({ timeout: 20_000 });
      expect(faultProxy!.faulted).toHaveLength(1);
      await page.evaluate(() => Object.assign(window, { __noReload: true }));
      await retry.click();
      await expectPage(page, 'Book Your Experience');
      await expect(retry).toBeHidden();
      // The fallback's own heading gave way to the remote's page, rendered by its code.
      await expect(page.getByRole('heading', { level: 1, name: 'This part of the house is unavailable' })).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    } finally {
      await shell.stop();
    }
  });
});

test.describe('a remote whose server accepts the connection and never answers', () => {
  test.use({ networkFaults: [{ to: `localhost:${apps.booking.port}`, path: '/remoteEntry.js', fault: 'hang' }] });

  test('a remote that hangs is given up on with the fallback, not an endless wait', async ({ page, faultProxy }) => {
  test.setTimeout(45_000);
  const shell = await shellCopy({});
  try {
    await page.goto(`${shell.url}/booking`);
    // Meanwhile the page is there from its HTML, its links working.
    await expectPage(page, 'Book Your Experience');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    expect(faultProxy!.faulted).toContainEqual(expect.stringMatching(`^GET localhost:${apps.booking.port}/remoteEntry.js`));
  } finally {
    await shell.stop();
  }
  });
});

test('editing remotes.json moves a remote to another address with no rebuild', async ({ page }) => {
  const movedCatalogue = await serveDist(distOf('catalogue'));
  const shell = await shellCopy({ catalogue: `${movedCatalogue.url}/remoteEntry.js` });
  try {
    const entryRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('remoteEntry.js')) entryRequests.push(new URL(request.url()).port);
    });
    await page.goto(`${shell.url}/products`);
    await expectPage(page, 'Products & Services');
    // The page is there from its HTML at once; its remote's code follows once an island needs it.
    await page.getByRole('region', { name: 'Filters and results' }).getByLabel('Category').hover();
    await expect.poll(() => entryRequests).toContain(String(movedCatalogue.port));
    expect(entryRequests).not.toContain('5174');

    // Move it back: only the file changes.
    shell.writeRemotes({ catalogue: 'http://localhost:5174/remoteEntry.js' });
    entryRequests.length = 0;
    await page.reload();
    await expectPage(page, 'Products & Services');
    await page.getByRole('region', { name: 'Filters and results' }).getByLabel('Category').hover();
    await expect.poll(() => entryRequests).toContain('5174');
    expect(entryRequests).not.toContain(String(movedCatalogue.port));
  } finally {
    await shell.stop();
    await movedCatalogue.stop();
  }
});

/** One route of each owner (the shell and the five remotes), with its h1. */
const routeOfEachOwner: [string, string][] = [
  ['/search', 'Search the house'],
  ['/product/celestial-eye-palette', 'Celestial Eye Palette'],
  ['/local/paris-france', 'Paris, France'],
  ['/booking', 'Book Your Experience'],
  ['/contact', 'Speak with Noirelle'],
  ['/terms', 'Terms of Service'],
];

/**
 * Opens `path` with a fragment that is not valid percent-encoding (decoding it throws "URI
 * malformed"), starts the page's island if it has one (its router reads the address), goes to
 * another page by the header and comes Back: every page renders, with no error.
 */
async function malformedFragmentThereAndBack(page: Page, path: string, heading: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${path}#%E0%A4%A`);
  await expectPage(page, heading);
  const island = page.locator('[data-island-name] > *').first();
  if ((await island.count()) > 0) {
    await island.hover();
    await expect(page.locator('[data-island-name][data-live]').first()).toBeAttached();
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skin', exact: true }).click();
  await expectPage(page, 'Skin');
  await page.goBack();
  await expectPage(page, heading);
  expect(errors).toEqual([]);
}

for (const [path, heading] of routeOfEachOwner) {
  test(`${path} with a malformed #fragment renders, its island too, and so does coming Back to it`, async ({ page }) => {
    await malformedFragmentThereAndBack(page, path, heading);
  });
}
