import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendPort } from '../../shared/build/apps';
import { root } from '../../scripts/lib/workspace';
import { expectPage } from './helpers';

/** The enquiries the running local backend holds, read as the seller's tools read them. */
async function storedEnquiries(): Promise<{ subject: string; email_status: string; interest: string }[]> {
  const key = readFileSync(join(root, '.local/backend-service-key'), 'utf8').trim();
  const response = await fetch(`http://127.0.0.1:${backendPort}/rest/v1/rpc/export_leads`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body: '{}' });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { enquiries: { subject: string; email_status: string; interest: string }[] }).enquiries;
}

test('/contact: the validation messages, then a message sent and stored by the backend', async ({ page }) => {
  await page.goto('/contact');
  await expectPage(page, 'Speak with Noirelle');
  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields.');

  const subject = `Acquisition enquiry ${Date.now()}`;
  await form.getByLabel('Name').fill('Folake Adeyemi');
  await form.getByLabel('Email').fill('folake@example');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Interest').selectOption({ label: 'Investment Discussion' });
  await form.getByLabel('Message').fill('We are interested in the four domains.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');

  await form.getByLabel('Email').fill('folake@example.com');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for your inquiry! We have sent you a confirmation email and will respond within 24 hours.');
  await expect(form.getByLabel('Subject')).toHaveValue('');
  // No email service is configured here: the backend stored the enquiry and queued both emails in its outbox.
  expect(await storedEnquiries()).toContainEqual(expect.objectContaining({ subject, email_status: 'queued', interest: 'investment' }));
});

test('/contact: while sending the button reads Sending..., and a failure keeps what was typed', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/functions/v1/contact', async (route) => {
    await held;
    await route.abort('connectionrefused'); // the backend is down
  });
  await page.goto('/contact?interest=domain-purchase');
  await expectPage(page, 'Speak with Noirelle');
  const form = page.getByRole('form', { name: 'Send a message' });
  await expect(form.getByLabel('Interest')).toHaveValue('domain-purchase');
  await form.getByLabel('Name').fill('Folake Adeyemi');
  await form.getByLabel('Email').fill('folake@example.com');
  await form.getByLabel('Subject').fill('Down time');
  await form.getByLabel('Message').fill('Is anyone there?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(form.getByRole('alert')).toHaveText('Sorry, there was an error sending your message. Please try again or contact us directly at concierge@noirelle.beauty.');
  await expect(form.getByLabel('Message')).toHaveValue('Is anyone there?');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('/contact: a message sent before the app has started is held, never sent as a plain GET with what was typed in the address', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  // The app does not start (its scripts are slow or failed): the page is the composed HTML alone.
  await page.route(/localhost:5173\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/contact', { waitUntil: 'load' });
  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByLabel('Name').fill('Folake Adeyemi');
  await form.getByLabel('Email').fill('folake@example.com');
  await form.getByLabel('Subject').fill('Acquisition enquiry');
  await form.getByLabel('Message').fill('We are interested in the four domains.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  await expect(form.getByLabel('Message')).toHaveValue('We are interested in the four domains.');
  await context.close();
});
