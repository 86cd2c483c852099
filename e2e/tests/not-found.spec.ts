import { expect, test } from './fixtures';
import { expectPage } from './helpers';

test('an unknown path shows the 404 page, logs the path and leads home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/this/does-not-exist');
  await expectPage(page, '404');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  // Logged by the boot script: the page's HTML is the same for every such path.
  await expect.poll(() => logged.some((line) => line.includes('/this/does-not-exist'))).toBe(true);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expectPage(page, 'Beauty, formulated for melanin.');
});

test('the layout is on screen once loaded, and the hero image shows at once', async ({ page }) => {
  await page.goto('/');
  for (const selector of ['header', 'footer', '[data-hero] h1']) {
    await expect.poll(() => page.locator(selector).first().evaluate((element) => getComputedStyle(element.closest('[data-hero] > *') ?? element).opacity)).toBe('1');
  }
  expect(await page.locator('[data-hero-media]').evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});
