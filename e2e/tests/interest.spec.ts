import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendPort } from '../../shared/build/apps';
import { root } from '../../scripts/lib/workspace';
import { expectPage } from './helpers';

type Lead = Record<string, string | null>;
async function storedLead(email: string): Promise<Lead | undefined> {
  const key = readFileSync(join(root, '.local/backend-service-key'), 'utf8').trim();
  const response = await fetch(`http://127.0.0.1:${backendPort}/rest/v1/rpc/export_leads`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body: '{}' });
  return ((await response.json()) as { subscribers: Lead[] }).subscribers.find((lead) => lead.email === email);
}

/** The public geolocation service, answered here (this machine has no internet, and tests must not depend on one). */
async function fakeGeolocation(page: Page) {
  await page.route(/ipapi\.co/, (route) => route.fulfill({ json: { ip: '203.0.113.50', country_name: 'United Kingdom', city: 'London', region: 'England', timezone: 'Europe/London' } }));
}

const section = (page: Page) => page.getByRole('form', { name: 'Register interest' });
/** The way a visitor reaches the form from the top of the home page (its remote loads when needed). */
const goToForm = (page: Page) => page.getByRole('link', { name: 'Register Interest' }).click();
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test('registering interest: the dialog, the details, then Already Registered for the same address', async ({ page }) => {
  await fakeGeolocation(page);
  const email = `buyer.${Date.now()}@example.com`;
  await page.goto('/');
  await expectPage(page, 'Beauty, formulated for melanin.');
  await goToForm(page);
  const form = section(page);
  await form.getByLabel('Email address').fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Register Interest' }).click();

  const dialog = page.getByRole('dialog', { name: 'Thank You for Your Interest' });
  await expect(dialog).toBeVisible();
  await expect(toast(page, 'Interest Registered')).toBeVisible();
  await expect(dialog.getByLabel('First Name')).toBeVisible();
  for (const label of ['Last Name', 'Phone Number', 'Company Name', 'Position at Company', 'Website', 'Additional Notes']) await expect(dialog.getByLabel(label)).toBeVisible();
  await dialog.getByLabel('First Name').fill('Adaeze');
  await dialog.getByLabel('Last Name').fill('Nwosu');
  await dialog.getByLabel('Company Name').fill('Crown Beauty Group');
  await dialog.getByLabel('Position at Company').fill('Head of Corporate Development');
  await dialog.getByRole('button', { name: 'Update Information' }).click();
  await expect(toast(page, 'Information Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The email was cleared on success (the dialog hid the form from assistive technology until now).
  await expect(form.getByLabel('Email address')).toHaveValue('');

  expect(await storedLead(email)).toMatchObject({ full_name: 'Adaeze Nwosu', company_postion: 'Head of Corporate Development', geo_city: 'London', geo_country: 'United Kingdom', device_type: 'desktop', website: 'localhost' });

  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Register Interest' }).click();
  await expect(toast(page, 'Already Registered')).toBeVisible();
  await expect(page.getByText('This email is already registered in our system.')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expect(dialog).toBeHidden();
});

test('registering interest with the backend down keeps the email and says so', async ({ page }) => {
  await fakeGeolocation(page);
  await page.route('**/rest/v1/rpc/register_interest', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expectPage(page, 'Beauty, formulated for melanin.');
  await goToForm(page);
  const form = section(page);
  await form.getByLabel('Email address').fill('offline.buyer@example.com');
  await form.getByRole('button', { name: 'Register Interest' }).click();
  await expect(toast(page, 'Registration Failed')).toBeVisible();
  await expect(page.getByText('There was an error processing your request. Please try again.')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue('offline.buyer@example.com');
});
