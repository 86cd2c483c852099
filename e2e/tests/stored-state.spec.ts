import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPage } from './helpers';

/*
 * What the site keeps in the visitor's browser is read back as untrusted: another version of the
 * site, an extension or a hand in the devtools may have left anything under its keys. A value of the
 * wrong shape is ignored (and replaced on the next write); it never breaks a page.
 */

/** Every key the site stores, by where it stores it (it keeps nothing in cookies). */
const storedKeys = {
  sessionStorage: ['noirelle:scroll-positions', 'noirelle:booking-draft'],
  localStorage: ['noirelle.analytics-consent.v1', 'noirelle:advisor-session'],
};

/** Valid JSON of the wrong shape, and text that is no JSON at all. */
const wrongShapes = {
  null: 'null',
  'a number': '42',
  'an array': '[1,2,3]',
  'an object with wrong fields': '{"step":"far","draft":[],"abc":"top"}',
  'invalid JSON': '{"abc":',
};

async function seed(page: Page, value: string) {
  await page.evaluate(
    ({ keys, value }) => {
      for (const key of keys.sessionStorage) sessionStorage.setItem(key, value);
      for (const key of keys.localStorage) localStorage.setItem(key, value);
    },
    { keys: storedKeys, value },
  );
}

/** The page as a visitor sees it: its heading, with the site's header and footer around it. */
async function expectWholePage(page: Page, heading: string) {
  await expectPage(page, heading);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Booking' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Press' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
}

for (const [shape, value] of Object.entries(wrongShapes)) {
  test(`${shape} under every stored key breaks no page, nor its islands, nor Back`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/about');
    await seed(page, value);

    await page.goto('/skin');
    await expectWholePage(page, 'Skin');
    // The history entry's state is anyone's to write: an island's router reads the address beside it.
    await page.evaluate((value) => {
      let state: unknown = value;
      try {
        state = JSON.parse(value);
      } catch {
        // Kept as the text it is.
      }
      history.replaceState(state, '');
    }, value);
    // The booking draft and the advisor's session are read as each page's island starts.
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Booking' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expectWholePage(page, 'Book Your Experience');
    await expect(page.getByRole('heading', { name: 'Choose Your Experience', exact: true })).toBeVisible();
    await expect(page.locator('[data-island-name="booking/booking-wizard"][data-live]')).toBeAttached();
    await header.getByRole('link', { name: 'AI Advisor' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expectWholePage(page, 'Acquire noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup');
    // Reaching for the conversation starts it, wherever it is on the page.
    await page.locator('[data-island-name="advisor/conversation"] > *').first().dispatchEvent('pointerover');
    await expect(page.locator('[data-island-name="advisor/conversation"][data-live]')).toBeAttached();

    await page.goBack();
    await expect(page).toHaveURL(/\/booking$/);
    await expectWholePage(page, 'Book Your Experience');
    await page.goBack();
    await expect(page).toHaveURL(/\/skin$/);
    await expectWholePage(page, 'Skin');

    // A reload reads it all again, as it was left.
    await page.reload();
    await expectWholePage(page, 'Skin');
    expect(errors).toEqual([]);
  });
}
