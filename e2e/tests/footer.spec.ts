import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPage } from './helpers';

const footer = (page: Page) => page.getByRole('contentinfo');

test('the footer links lead to about, press, contact, privacy and terms', async ({ page }) => {
  await page.goto('/');
  for (const [name, path, heading] of [
    ['About', '/about', 'About Noirelle'],
    ['Press', '/press', 'Noirelle in the Press'],
    ['Contact', '/contact', 'Speak with Noirelle'],
    ['Privacy', '/privacy', 'Privacy Policy'],
    ['Terms', '/terms', 'Terms of Service'],
  ] as const) {
    await footer(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expectPage(page, heading);
  }
});

test('the footer links out to the skin, makeup and hair sites in a new tab', async ({ page }) => {
  await page.goto('/');
  for (const [name, href] of [
    ['Noirelle Skin', 'https://noirelle.skin'],
    ['Noirelle Makeup', 'https://noirelle.makeup'],
    ['Noirelle Hair', 'https://noirelle.hair'],
  ] as const) {
    const link = footer(page).getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('the placeholders are shown as text, never as links', async ({ page }) => {
  await page.goto('/');
  for (const label of ['New Arrivals', 'Bestsellers', 'Sustainability', 'Careers', 'FAQ', 'Shipping & Returns', 'Store Locator', 'Accessibility']) {
    await expect(footer(page).getByText(label, { exact: true })).toBeVisible();
    await expect(footer(page).getByRole('link', { name: label, exact: true })).toHaveCount(0);
  }
});
