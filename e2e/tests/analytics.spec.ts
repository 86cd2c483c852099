import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPage, mainNav } from './helpers';
import { googleTagStandInUrl } from '../stand-ins/google-tag';

/*
 * Runs against a build made with VITE_GA_MEASUREMENT_ID=G-NOIRELLE1 and the Google tag loaded from its
 * loopback stand-in (VITE_GTAG_URL, e2e/stand-ins/google-tag.ts). Nothing is intercepted: the test
 * records every request the browser makes to Google or to the stand-in, so "no request before
 * consent" is checked on what the browser actually asked for.
 */

// A fresh visitor in every test, whatever storage state the rest of the suite uses.
test.use({ storageState: { cookies: [], origins: [] } });

const GOOGLE = /^https?:\/\/([^/]*\.)?(googletagmanager|google-analytics|google|doubleclick)\.[a-z.]+\//;
const HOME = 'Beauty, formulated for melanin.';

type TestWindow = Window & { dataLayer?: ArrayLike<unknown>[]; __gtagLoaded?: number };

function recordAnalyticsRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (GOOGLE.test(url) || url.startsWith(googleTagStandInUrl)) requests.push(url);
  });
  return requests;
}

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** The `page_view` events queued so far, as plain parameter objects. */
function pageViews(page: Page) {
  return page.evaluate(() =>
    ((window as TestWindow).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , params]) => params as { page_path: string; page_title: string; page_location: string }),
  );
}

const gtagScriptCount = (page: Page) => page.locator(`script[src^="${googleTagStandInUrl}"]`).count();

test('a first visit is asked, and nothing goes to Google before an answer, across routes', async ({ page }) => {
  const requests = recordAnalyticsRequests(page);
  await page.goto('/');
  await expectPage(page, HOME);
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept analytics' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');

  // Not modal: the page behind stays usable while the question is open.
  await mainNav(page).getByRole('link', { name: 'Skin', exact: true }).click();
  await expectPage(page, 'Skin');
  await mainNav(page).getByRole('link', { name: 'Makeup', exact: true }).click();
  await expectPage(page, 'Makeup');
  await expect(banner).toBeVisible();

  // Longer than the page view's wait for a title (1.5 s): anything that was going to leave has.
  await page.waitForTimeout(2_000);
  expect(requests).toEqual([]);
  expect(await gtagScriptCount(page)).toBe(0);
  expect(await pageViews(page)).toEqual([]);
  const queued = await page.evaluate(() => ((window as TestWindow).dataLayer ?? []).map((entry) => Array.from(entry)));
  expect(queued).toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]]);
});

test('Decline hides the banner, sends nothing, and is remembered after a reload', async ({ page }) => {
  const requests = recordAnalyticsRequests(page);
  await page.goto('/');
  await expectPage(page, HOME);
  await consentBanner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(consentBanner(page)).toHaveCount(0);

  await mainNav(page).getByRole('link', { name: 'Skin', exact: true }).click();
  await expectPage(page, 'Skin');
  await page.reload();
  await expectPage(page, 'Skin');
  // The banner shows 200 ms after the first paint when it shows at all: give it well over that.
  await page.waitForTimeout(2_000);
  await expect(consentBanner(page)).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(await gtagScriptCount(page)).toBe(0);
});

test('Accept loads gtag.js and counts this page, and every page opened after it', async ({ page, baseURL }) => {
  const requests = recordAnalyticsRequests(page);
  await page.goto('/');
  await expectPage(page, HOME);
  await consentBanner(page).getByRole('button', { name: 'Accept analytics' }).click();
  await expect(consentBanner(page)).toHaveCount(0);

  await expect.poll(() => page.evaluate(() => (window as TestWindow).__gtagLoaded)).toBe(1);
  await expect
    .poll(() => pageViews(page))
    .toEqual([{ page_path: '/', page_title: expect.stringContaining('Noirelle'), page_location: `${baseURL}/` }]);

  // The next page, however it is opened (a new document, or the app's own navigation once it has
  // taken over), is counted with its own title.
  await mainNav(page).getByRole('link', { name: 'Skin', exact: true }).click();
  await expectPage(page, 'Skin');
  await expect.poll(async () => (await pageViews(page)).at(-1)?.page_path).toBe('/skin');
  const skin = (await pageViews(page)).at(-1);
  expect(skin).toEqual({ page_path: '/skin', page_title: await page.title(), page_location: `${baseURL}/skin` });
  expect(skin?.page_title).toMatch(/Skin/);

  // The path a page view carries includes the query.
  await page.getByRole('link', { name: 'Shop Skin' }).click();
  await expectPage(page, 'Products & Services');
  await expect.poll(async () => (await pageViews(page)).at(-1)?.page_path).toBe('/products?category=skin');

  // Never a second tag in a page, and nothing but the tag asked of Google.
  expect(await gtagScriptCount(page)).toBe(1);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.every((url) => url === `${googleTagStandInUrl}?id=G-NOIRELLE1`)).toBe(true);
});

test('the banner asks and answers, and an accepting visitor is counted, with none of the app’s code', async ({ page, baseURL }) => {
  const appScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.url().startsWith(googleTagStandInUrl)) appScripts.push(request.url());
  });
  // /about has no island in sight: nothing on it starts the app.
  await page.goto('/about');
  await expect(consentBanner(page)).toBeVisible();
  await consentBanner(page).getByRole('button', { name: 'Accept analytics' }).click();
  await expect(consentBanner(page)).toHaveCount(0);
  await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toEqual(['/about']);

  await page.goto('/about');
  await expect.poll(async () => (await pageViews(page)).map((view) => view.page_location)).toEqual([`${baseURL}/about`]);
  await expect(consentBanner(page)).toHaveCount(0);
  expect(appScripts).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-app', /.*/);
});

test('Cookie settings in the footer asks again, with the current choice, and a change applies at once', async ({ page }) => {
  await page.goto('/about');
  await consentBanner(page).getByRole('button', { name: 'Decline' }).click();
  await expect(consentBanner(page)).toHaveCount(0);
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(consentBanner(page)).toBeVisible();
  await expect(consentBanner(page)).toBeFocused();
  await expect(consentBanner(page)).toContainText('Your current choice: analytics declined.');
  await consentBanner(page).getByRole('button', { name: 'Accept analytics' }).click();
  await expect(consentBanner(page)).toHaveCount(0);
  await expect(settings).toBeFocused();
  await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toEqual(['/about']);
});

test('the banner fits a 390 px screen without overflow and leaves the page in place', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expectPage(page, HOME);
  const banner = consentBanner(page);
  await expect(banner).toBeVisible();
  const box = await banner.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  // Compact: the two answers side by side, so the banner covers little of a phone's screen.
  const accept = await banner.getByRole('button', { name: 'Accept analytics' }).boundingBox();
  const decline = await banner.getByRole('button', { name: 'Decline' }).boundingBox();
  expect(Math.round(decline!.y)).toBe(Math.round(accept!.y));
  expect(box!.height).toBeLessThan(844 / 3);

  // Keyboard: the answers are reachable and work with Enter.
  await banner.getByRole('button', { name: 'Decline' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
});
