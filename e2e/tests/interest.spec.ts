import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchBackendCors } from '../network/backend-cors';
import { geolocationStandInHost, standInLocation } from '../stand-ins/geolocation';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendPort } from 'shared/federation-apps';

const backendHost = `localhost:${backendPort}`;
import { root } from 'tooling/lib/workspace';
import { expectPage, toasts } from './helpers';

type Lead = Record<string, string | null>;
async function storedLead(email: string): Promise<Lead | undefined> {
  const key = readFileSync(join(root, '.local/backend-service-key'), 'utf8').trim();
  const response = await fetch(`http://127.0.0.1:${backendPort}/rest/v1/rpc/export_leads`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body: '{}' });
  return ((await response.json()) as { subscribers: Lead[] }).subscribers.find((lead) => lead.email === email);
}

const section = (page: Page) => page.getByRole('form', { name: 'Register interest' });
/** The way a visitor reaches the form from the top of the home page (its remote loads when needed). */
const goToForm = (page: Page) => page.getByRole('link', { name: 'Register Interest' }).click();
/** A visitor opens the home page, goes to the form and registers what they typed; the form, for what follows. */
async function registerFromHome(page: Page, typed: string) {
  await page.goto('/');
  await expectPage(page, 'Beauty, formulated for melanin.');
  await goToForm(page);
  const form = section(page);
  await form.getByLabel('Email address').fill(typed);
  await form.getByRole('button', { name: 'Register Interest' }).click();
  return form;
}
const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title });

// No test here intercepts a request: the browser's own CORS preflights to the backend are under test
// (with any `page.route`, Playwright answers them itself). Faults are made on the network.

test('registering interest: the preflight passes, the dialog, the details, then Already Registered for the same address', async ({ page }) => {
  // Three round trips and a dialog: past 30 s when the machine is busy with the rest of the suite.
  test.slow();
  const cors = await watchBackendCors(page);
  const email = `buyer.${Date.now()}@example.com`;
  const form = await registerFromHome(page, email.toUpperCase());

  const dialog = page.getByRole('dialog', { name: 'Thank You for Your Interest' });
  await expect(dialog).toBeVisible();
  await expect(toast(page, 'Interest Registered')).toBeVisible();
  // supabase-js sends Content-Profile on every rpc POST: the backend's preflight must allow it.
  await cors.expectPassed('POST', '/rest/v1/rpc/register_interest', ['apikey', 'content-profile', 'content-type']);
  await expect(dialog.getByLabel('First Name')).toBeVisible();
  for (const label of ['Last Name', 'Phone Number', 'Company Name', 'Position at Company', 'Website', 'Additional Notes']) await expect(dialog.getByLabel(label)).toBeVisible();
  await dialog.getByLabel('First Name').fill('Adaeze');
  await dialog.getByLabel('Last Name').fill('Nwosu');
  await dialog.getByLabel('Company Name').fill('Crown Beauty Group');
  await dialog.getByLabel('Position at Company').fill('Head of Corporate Development');
  await dialog.getByRole('button', { name: 'Update Information' }).click();
  await expect(toast(page, 'Information Updated')).toBeVisible();
  await cors.expectPassed('POST', '/rest/v1/rpc/update_interest_details', ['apikey', 'content-profile', 'content-type']);
  await expect(dialog).toBeHidden();
  // The email was cleared on success (the dialog hid the form from assistive technology until now).
  await expect(form.getByLabel('Email address')).toHaveValue('');

  expect(await storedLead(email)).toMatchObject({ full_name: 'Adaeze Nwosu', company_postion: 'Head of Corporate Development', geo_city: standInLocation.city, geo_country: standInLocation.country_name, ip_address: standInLocation.ip, device_type: 'desktop', website: 'localhost' });

  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Register Interest' }).click();
  await expect(toast(page, 'Already Registered')).toBeVisible();
  await expect(page.getByText('This email is already registered in our system.')).toBeVisible();
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expect(dialog).toBeHidden();
});

test.describe('the geolocation service unreachable', () => {
  test.use({ networkFaults: [{ to: geolocationStandInHost, fault: 'refuse' }] });

  test('registration goes on without it, and the lead is stored with the browser time zone', async ({ page, faultProxy }) => {
    const email = `no.geo.${Date.now()}@example.com`;
    await registerFromHome(page, email);
    await expect(page.getByRole('dialog', { name: 'Thank You for Your Interest' })).toBeVisible();
    expect(faultProxy!.faulted).toContainEqual(expect.stringContaining(`GET ${geolocationStandInHost}/json/`));
    expect(await storedLead(email)).toMatchObject({ email, geo_city: null, geo_country: null, ip_address: null, timezone: expect.any(String), device_type: 'desktop' });
  });
});

test.describe('the backend unreachable', () => {
  test.use({ networkFaults: [{ to: backendHost, method: 'POST', path: '/rest/v1/rpc/register_interest', fault: 'refuse' }] });

  test('registering keeps the email, says so, and stores nothing', async ({ page, faultProxy }) => {
    const email = `offline.buyer.${Date.now()}@example.com`;
    const form = await registerFromHome(page, email);
    await expect(toast(page, 'Registration Failed')).toBeVisible();
    await expect(page.getByText('There was an error processing your request. Please try again.')).toBeVisible();
    await expect(form.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(faultProxy!.faulted).toContainEqual(expect.stringContaining('POST localhost:54321/rest/v1/rpc/register_interest'));
    expect(await storedLead(email)).toBeUndefined();
  });
});

test.describe('the backend hanging: it accepts the connection and never answers', () => {
  test.use({ networkFaults: [{ to: backendHost, method: 'POST', path: '/rest/v1/rpc/register_interest', fault: 'hang' }] });

  test('registering gives up within its time limit, says so, and keeps the email', async ({ page, faultProxy }) => {
    const email = `hung.backend.${Date.now()}@example.com`;
    const form = await registerFromHome(page, email);
    // The browser's limit for a SQL function is 8 s (mfe-advisor/src/lib/backend.ts); before it, this spun for good.
    await expect(toast(page, 'Registration Failed')).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel('Email address')).toHaveValue(email);
    expect(faultProxy!.faulted).toContainEqual(expect.stringContaining('POST localhost:54321/rest/v1/rpc/register_interest'));
    expect(await storedLead(email)).toBeUndefined();
  });
});

test('one address tried again and again is stopped with when to try again, the email kept', async ({ page }) => {
  test.slow();
  const email = `persistent.${Date.now()}@example.com`;
  await page.goto('/');
  await expectPage(page, 'Beauty, formulated for melanin.');
  await goToForm(page);
  const form = section(page);
  const field = form.getByLabel('Email address');
  const submit = form.getByRole('button', { name: 'Register Interest' });
  await field.fill(email);
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Thank You for Your Interest' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Four more attempts a minute are answered (Already Registered); the next is refused.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await field.fill(email);
    await submit.click();
    await expect(toast(page, 'Already Registered').first()).toBeVisible();
    await expect(submit).toBeEnabled();
  }
  await field.fill(email);
  await submit.click();
  await expect(toast(page, 'Registration Failed').filter({ hasText: /Please try again in \d+ seconds?\./ })).toBeVisible();
  await expect(field).toHaveValue(email);
});
