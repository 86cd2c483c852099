import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectPage } from './helpers';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the site promises. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

const pages = [
  ['/', 'Beauty, formulated for melanin.'],
  ['/skin', 'Skin'],
  ['/products', 'Products & Services'],
  ['/product/celestial-eye-palette', 'Celestial Eye Palette'],
  ['/product/crown-restoration-ritual', 'Crown Restoration Ritual'],
  ['/services', 'Services for melanin-rich beauty'],
  ['/about', 'About Noirelle'],
  ['/local/paris-france', 'Paris, France'],
  ['/press/the-lip-gloss-economy', 'The Lip Gloss Economy'],
  ['/no-such-page', '404'],
] as const;

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const [path, heading] of pages) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(path);
        await expectPage(page, heading);
        await expectNoViolations(page);
      });
    }
  });
}

test('an open dropdown and the open mobile menu have no violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Local' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page);
});
