import { expect, test } from './fixtures';
import { backendPort } from '../../shared/build/apps';
import { watchBackendCors } from '../network/backend-cors';
import { expectPage } from './helpers';

const CHAT_HEADLINE = 'Acquire noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup';

test('/chat: a question and its reply, the history after a reload, and empty input ignored', async ({ page }) => {
  const cors = await watchBackendCors(page);
  await page.goto('/chat');
  await expectPage(page, CHAT_HEADLINE);
  const log = page.getByRole('log', { name: 'Conversation with Amara' });
  const input = page.getByLabel('Your question for Amara');
  const send = page.getByRole('button', { name: 'Send', exact: true });

  await input.fill('   ');
  await send.click();
  await expect(log.locator('[data-role]')).toHaveCount(0);

  await input.fill('What are your opening hours in Atlanta?');
  await send.click();
  await expect(input).toHaveValue('');
  await expect(log.locator('[data-role="user"]')).toHaveText(/What are your opening hours in Atlanta\?/);
  const reply = log.locator('[data-role="assistant"]');
  await expect(reply).toContainText('Atlanta');
  await expect(reply.getByRole('link', { name: '/local/atlanta-ga' })).toHaveAttribute('href', '/local/atlanta-ga');
  await cors.expectPassed('POST', '/functions/v1/advisor-chat', ['apikey', 'authorization', 'content-type', 'x-client-info']);

  await page.reload();
  await expectPage(page, CHAT_HEADLINE);
  await expect(log.locator('[data-role]')).toHaveCount(2);
  await expect(log.locator('[data-role]').first()).toHaveAttribute('data-role', 'user');
  // The history is a GET with the same key headers.
  await cors.expectPassed('GET', '/functions/v1/advisor-chat', ['apikey', 'authorization', 'x-client-info']);

  await reply.getByRole('link', { name: '/local/atlanta-ga' }).click();
  await expectPage(page, 'Atlanta, GA');
});

test.describe('the backend going down while a question is sent', () => {
  test.use({ networkFaults: [{ to: `localhost:${backendPort}`, method: 'POST', path: '/functions/v1/advisor-chat', fault: 'refuse', afterMs: 1500 }] });

  test('/chat: while sending the button reads Sending..., and a failure shows the fallback message', async ({ page, faultProxy }) => {
    await page.goto('/chat');
    await expectPage(page, CHAT_HEADLINE);
    await page.getByLabel('Your question for Amara').fill('Hello?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByLabel('Your question for Amara')).toBeDisabled();
    await expect(page.getByRole('log').locator('[data-role="assistant"]')).toHaveText(/I apologize, but I encountered an error\. Please try again later\./);
    expect(faultProxy!.faulted).toContain(`POST localhost:${backendPort}/functions/v1/advisor-chat`);
  });
});

test('/chat: the FAQ accordions below the fold stay as composed HTML until they show, then come alive', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/chat');
  await expectPage(page, CHAT_HEADLINE);
  const faqParts = page.locator('[data-hydrate-when-needed]');
  await expect(faqParts).toHaveCount(2);
  // The app is ready, and nobody has moved: React has not spent the first view on them.
  await page.waitForTimeout(500);
  for (const part of await faqParts.all()) await expect(part).not.toHaveAttribute('data-live');
  await expect(page.getByRole('button', { name: 'What exactly is offered for sale?' })).toBeAttached();

  await page.getByRole('region', { name: 'Beauty Questions' }).scrollIntoViewIfNeeded();
  for (const part of await faqParts.all()) await expect(part).toHaveAttribute('data-live', '');
});

test('/chat: the headline rotates through the domains, and the FAQs open one at a time', async ({ page }) => {
  await page.clock.install();
  await page.goto('/chat');
  await expectPage(page, CHAT_HEADLINE);
  const phrase = page.getByTestId('headline-phrase');
  await expect(phrase).toHaveText('noirelle.beauty');
  for (const next of ['noirelle.skin', 'noirelle.hair', 'noirelle.makeup', 'all 4 domain names', 'noirelle.beauty']) {
    await page.clock.runFor(2500);
    await expect(phrase).toHaveText(next);
  }

  const faqs = page.getByRole('region', { name: 'Frequently asked questions' });
  const first = faqs.getByRole('button', { name: 'What exactly is offered for sale?' });
  const second = faqs.getByRole('button', { name: 'Can I buy one of the domains on its own?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(faqs.getByRole('button')).toHaveCount(8);

  const beauty = page.getByRole('region', { name: 'Beauty Questions' });
  await expect(beauty.getByRole('button', { expanded: false })).toHaveCount(6);
  // These come alive only when they show (the page's first view does not spend its time on them):
  // reached with the keyboard, one opens at once.
  const firstBeauty = beauty.getByRole('button').first();
  await firstBeauty.focus();
  await page.keyboard.press('Enter');
  await expect(firstBeauty).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(firstBeauty).toHaveAttribute('aria-expanded', 'false');
  await expect(beauty.getByText('Have more questions about our beauty products for people of colour?')).toBeVisible();
  await expect(beauty.getByRole('link', { name: 'Ask Our AI Beauty Advisor' })).toHaveAttribute('href', '/chat');
});

test('/chat holds the headline still for visitors who prefer reduced motion', async ({ page }) => {
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/chat');
  await expectPage(page, CHAT_HEADLINE);
  await expect(page.getByTestId('headline-phrase')).toHaveText('all 4 domain names');
  await page.clock.runFor(10_000); // four turns of the headline, had it been turning
  await expect(page.getByTestId('headline-phrase')).toHaveText('all 4 domain names');
});
