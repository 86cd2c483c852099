import { expect, test } from './fixtures';
import { watchBackendCors } from '../network/backend-cors';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps, backendPort } from 'shared/federation-apps';
import { startFaultProxy } from '../network/fault-proxy';
import { root } from 'tooling/lib/workspace';
import { expectPage } from './helpers';

/** The enquiries the running local backend holds, read as the seller's tools read them. */
async function storedEnquiries(): Promise<{ subject: string; email_status: string; interest: string }[]> {
  const key = readFileSync(join(root, '.local/backend-service-key'), 'utf8').trim();
  const response = await fetch(`http://127.0.0.1:${backendPort}/rest/v1/rpc/export_leads`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body: '{}' });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { enquiries: { subject: string; email_status: string; interest: string }[] }).enquiries;
}

test('/contact: the validation messages, then a message sent and stored by the backend', async ({ page }) => {
  const cors = await watchBackendCors(page);
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
  await cors.expectPassed('POST', '/functions/v1/contact', ['apikey', 'authorization', 'content-type']);
  // No email service is configured here: the backend stored the enquiry and queued both emails in its outbox.
  expect(await storedEnquiries()).toContainEqual(expect.objectContaining({ subject, email_status: 'queued', interest: 'investment' }));
});

test.describe('the backend going down while a message is sent', () => {
  // Held long enough to see the pending state, then dropped: a network failure, not a faked answer.
  test.use({ networkFaults: [{ to: `localhost:${backendPort}`, method: 'POST', path: '/functions/v1/contact', fault: 'refuse', afterMs: 1500 }] });

  test('/contact: while sending the button reads Sending..., and a failure keeps what was typed', async ({ page, faultProxy }) => {
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
    await expect(form.getByRole('alert')).toHaveText('Sorry, there was an error sending your message. Please try again or contact us directly at concierge@noirelle.beauty.');
    await expect(form.getByLabel('Message')).toHaveValue('Is anyone there?');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(faultProxy!.faulted).toContain(`POST localhost:${backendPort}/functions/v1/contact`);
  });
});

test.describe('the backend hanging: it accepts the message and never answers', () => {
  test.use({ networkFaults: [{ to: `localhost:${backendPort}`, method: 'POST', path: '/functions/v1/contact', fault: 'hang' }] });

  test('/contact: sending gives up within its time limit, says so, and keeps what was typed', async ({ page, faultProxy }) => {
    // The browser's limit for contact is 15 s (mfe-advisor/src/lib/backend.ts); before it, Sending... stayed for good.
    test.slow();
    await page.goto('/contact');
    await expectPage(page, 'Speak with Noirelle');
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('Name').fill('Folake Adeyemi');
    await form.getByLabel('Email').fill('folake@example.com');
    await form.getByLabel('Subject').fill('No answer');
    await form.getByLabel('Message').fill('Still there?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(form.getByRole('alert')).toHaveText('Sorry, there was an error sending your message. Please try again or contact us directly at concierge@noirelle.beauty.', { timeout: 25_000 });
    await expect(form.getByLabel('Message')).toHaveValue('Still there?');
    await expect(form.getByLabel('Subject')).toHaveValue('No answer');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(faultProxy!.faulted).toContain(`POST localhost:${backendPort}/functions/v1/contact`);
  });
});

test('/contact: with every script file of the site refused, a message is still sent, and nothing typed goes into the address', async ({ browser }) => {
  // The shell's and the advisor's script files fail on the network: the page is its HTML and the inline boot script.
  const scriptsRefused = await startFaultProxy(
    [apps.shell.port, apps.advisor.port].map((port) => ({ to: `localhost:${port}`, method: 'GET', path: /\.js$/, fault: 'refuse' as const })),
  );
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, proxy: { server: scriptsRefused.server } });
  const page = await context.newPage();
  await page.goto('/contact', { waitUntil: 'load' });
  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByLabel('Name').fill('Folake Adeyemi');
  await form.getByLabel('Email').fill('folake@example.com');
  await form.getByLabel('Subject').fill(`Acquisition enquiry ${Date.now()}`);
  await form.getByLabel('Message').fill('We are interested in the four domains.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for your inquiry! We have sent you a confirmation email and will respond within 24 hours.');
  expect(new URL(page.url()).search).toBe('');
  await context.close();
  await scriptsRefused.stop();
});
