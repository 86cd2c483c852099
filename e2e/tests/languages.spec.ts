import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { header } from './helpers';

/*
 * The site in the visitor's language: a switcher in the header, the phone's menu and the footer
 * keeps the page, its query and the place the visitor was at; a browser that prefers another
 * language is offered it by a quiet line, never redirected.
 */

/** A long page published in English, French and Spanish. */
const PAGE = '/terms';

/** Which of the page's parts (sections, articles, h2s, in document order) is innermost across the viewport's top, and its top. */
const placeOf = (page: Page) =>
  page.evaluate(() => {
    const rects = [...document.querySelectorAll<HTMLElement>('#main section, #main article, #main h2')].map((element) => element.getBoundingClientRect());
    const mark = rects.findLastIndex((rect) => rect.top <= 0 && rect.bottom > 0);
    return { mark, top: rects[mark]?.top ?? NaN };
  });

test('the header switcher opens the same page in French at the same place, with its query', async ({ page }) => {
  await page.goto(`${PAGE}?utm_source=letter`);
  // Down to the fourth part of the page, a little into it.
  await page.evaluate(() => {
    const mark = [...document.querySelectorAll<HTMLElement>('#main section, #main article, #main h2')][3]!;
    window.scrollTo({ top: mark.getBoundingClientRect().top + window.scrollY + 10, behavior: 'instant' });
  });
  const before = await placeOf(page);
  expect(before.mark).toBe(3);
  await header(page).getByRole('button', { name: 'en, Language' }).click();
  await header(page).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`/fr${PAGE}?utm_source=letter`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect.poll(() => placeOf(page)).toMatchObject({ mark: 3 });
  expect(Math.abs((await placeOf(page)).top - before.top)).toBeLessThan(40);
  // And back, from the footer, to English.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${PAGE}?utm_source=letter`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu's switcher opens the page in Spanish", async ({ page }) => {
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(`/es${PAGE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Abrir el menú' })).toBeVisible();
  });
});

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-FR' });

  test('is offered the French page by a quiet line, never sent to it, and not asked again once it declines', async ({ page }) => {
    // Cookies answered already: the consent banner, in the same place, asks first (unit-tested).
    await page.addInitScript(() => localStorage.setItem('noirelle.analytics-consent.v1', 'denied'));
    const response = await page.goto(PAGE);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    const offer = page.getByText('Cette page existe aussi en français.');
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(PAGE);
    await page.getByRole('button', { name: 'Non merci' }).click();
    await expect(offer).toBeHidden();
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Cette page existe aussi en français.')).toBeHidden();
  });

  test('follows the offer to the French page, and the choice is kept', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('noirelle.analytics-consent.v1', 'denied'));
    await page.goto(PAGE);
    await page.getByRole('link', { name: 'La lire en français' }).click();
    await expect(page).toHaveURL(`/fr${PAGE}`);
    await expect(page.getByText('Esta página también está en español.')).toBeHidden();
    await page.goto(PAGE);
    await expect(page.getByText('Cette page existe aussi en français.')).toBeHidden();
  });
});

test('an island on a French page is adopted as the server wrote it, in French', async ({ page }) => {
  const afresh: string[] = [];
  page.on('console', (message) => message.text().includes('rendered afresh') && afresh.push(message.text()));
  await page.goto('/fr/booking');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const wizard = page.locator('[data-island-name^="booking/"]').first();
  await wizard.scrollIntoViewIfNeeded();
  await wizard.locator('input, button').first().hover();
  await expect(wizard).toHaveAttribute('data-live', '', { timeout: 15_000 });
  await page.waitForTimeout(1_000);
  expect(afresh).toEqual([]);
});
