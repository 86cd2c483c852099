import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apps, backendPort } from 'shared/federation-apps';
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
  await expect(reply.getByRole('link', { name: 'Noirelle Atlanta' })).toHaveAttribute('href', '/local/atlanta-ga');
  await cors.expectPassed('POST', '/functions/v1/advisor-chat', ['apikey', 'authorization', 'content-type', 'x-client-info']);

  await page.reload();
  await expectPage(page, CHAT_HEADLINE);
  await expect(log.locator('[data-role]')).toHaveCount(2);
  await expect(log.locator('[data-role]').first()).toHaveAttribute('data-role', 'user');
  // The history is a GET with the same key headers.
  await cors.expectPassed('GET', '/functions/v1/advisor-chat', ['apikey', 'authorization', 'x-client-info']);

  await reply.getByRole('link', { name: 'Noirelle Atlanta' }).click();
  await expectPage(page, 'Atlanta, GA');
});

/** Opens /chat, asks Amara a question as soon as the form is painted, and gives the conversation's log. */
async function askOnChat(page: Page, question: string): Promise<Locator> {
  await page.goto('/chat');
  await expectPage(page, CHAT_HEADLINE);
  await page.getByLabel('Your question for Amara').fill(question);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  return page.getByRole('log', { name: 'Conversation with Amara' });
}

/** A picture that has arrived and been decoded: a file the browser could not load or decode has no natural width. */
const pictureLoaded = (picture: Locator) => expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

test('/chat: an item the reply recommends is a card with its picture after the sentence, one link to its page, the same after a reload', async ({ page }) => {
  const log = await askOnChat(page, 'Which lipstick do you sell?');

  const reply = log.locator('[data-role="assistant"]');
  await expect(reply).toContainText('May I suggest our Couture Velvet Lipstick, $75.');
  // One link for the item, the whole card, reading its name and price once: the picture says nothing more (alt "").
  const card = reply.getByRole('link', { name: 'Couture Velvet Lipstick $75', exact: true });
  await expect(card).toHaveAttribute('href', '/product/couture-velvet-lipstick');
  await expect(reply.getByRole('link')).toHaveCount(1);
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('alt', '');
  await pictureLoaded(picture);
  // The catalogue's own built file, from where remotes.json says the catalogue lives.
  expect(new URL((await picture.getAttribute('src'))!).pathname).toMatch(/^\/assets\/packshot-lipstick-400-[\w-]+\.webp$/);
  const axe = await new AxeBuilder({ page }).include('[role="log"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Reached with the keyboard, the card shows the site's focus ring.
  await page.getByLabel('Your question for Amara').focus();
  await card.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(card).toBeFocused();
  await expect(card).toHaveCSS('outline-style', 'solid');

  await page.reload();
  await expectPage(page, CHAT_HEADLINE);
  await pictureLoaded(card.locator('img'));
  await card.click();
  await expectPage(page, 'Couture Velvet Lipstick');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/chat: items set side by side each get a card with its picture, and the reply fits the screen', async ({ page }) => {
    const log = await askOnChat(page, 'Compare the Couture Velvet Lipstick and the Celestial Eye Palette');

    const reply = log.locator('[data-role="assistant"]');
    await expect(reply).toContainText('Side by side:');
    for (const [name, path] of [
      ['Couture Velvet Lipstick $75', '/product/couture-velvet-lipstick'],
      ['Celestial Eye Palette $95', '/product/celestial-eye-palette'],
    ] as const) {
      await expect(reply.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    // Every item of the reply is a card, each picture loaded.
    const pictures = reply.getByRole('listitem').locator('img');
    await expect(pictures).not.toHaveCount(0);
    await expect(reply.getByRole('link')).toHaveCount(await pictures.count());
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await pictureLoaded(picture);
    }
    // No sideways scroll, and every card inside its message.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const message = (await reply.boundingBox())!;
    for (const card of await reply.getByRole('link').all()) {
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(message.x);
      expect(box.x + box.width).toBeLessThanOrEqual(message.x + message.width);
    }
  });
});

test('/chat: a worry about health gets a doctor and nothing to buy; a question about elsewhere, the concierge', async ({ page }) => {
  await page.goto('/chat');
  await expectPage(page, CHAT_HEADLINE);
  const log = page.getByRole('log', { name: 'Conversation with Amara' });
  const input = page.getByLabel('Your question for Amara');
  const send = page.getByRole('button', { name: 'Send', exact: true });
  const replies = log.locator('[data-role="assistant"]');

  await input.fill('Is this dark mole on my cheek cancer?');
  await send.click();
  await expect(replies.first()).toContainText('please see a dermatologist or your doctor');
  await expect(replies.first().getByRole('link')).toHaveCount(0);
  await expect(replies.first()).not.toContainText('$');

  await input.fill('What is the capital of France?');
  await send.click();
  await expect(replies.nth(1)).toContainText('I would rather not guess');
  await expect(replies.nth(1)).toContainText('+1 (310) 555-0142');
  await expect(replies.nth(1).getByRole('link', { name: /local|product/ })).toHaveCount(0);
});

test.describe('before the conversation’s code has come', () => {
  // Every script of the advisor remote is held: what works here is the page's HTML and the boot script.
  test.use({ networkFaults: [{ to: `localhost:${apps.advisor.port}`, path: /\.js(\?|$)/, fault: 'hang' }] });

  test('/chat: a question sent shows at once in the log, and the field is cleared', async ({ page }) => {
    await page.goto('/chat');
    const log = page.getByRole('log', { name: 'Conversation with Amara' });
    const input = page.getByLabel('Your question for Amara');
    await input.fill('Which cream for ashy elbows?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(log.getByText('Which cream for ashy elbows?', { exact: true })).toBeVisible();
    await expect(input).toHaveValue('');
  });
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

test.describe('the backend hanging on a question: it accepts it and never answers', () => {
  test.use({ networkFaults: [{ to: `localhost:${backendPort}`, method: 'POST', path: '/functions/v1/advisor-chat', fault: 'hang' }] });

  test('/chat: the question gives up within its time limit with the fallback, and the field works again', async ({ page, faultProxy }) => {
    // The browser's limit for advisor-chat is 25 s (mfe-advisor/src/lib/backend.ts); before it, Sending... stayed for good.
    test.slow();
    await page.goto('/chat');
    await expectPage(page, CHAT_HEADLINE);
    const input = page.getByLabel('Your question for Amara');
    await input.fill('Anyone?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByRole('log').locator('[data-role="assistant"]')).toHaveText(/I apologize, but I encountered an error\. Please try again later\./, { timeout: 35_000 });
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    expect(faultProxy!.faulted).toContain(`POST localhost:${backendPort}/functions/v1/advisor-chat`);
  });
});

test.describe('the backend hanging on the history', () => {
  test.use({ networkFaults: [{ to: `localhost:${backendPort}`, method: 'GET', path: '/functions/v1/advisor-chat', fault: 'hang' }] });

  test('/chat: a history that never comes does not hold up a question', async ({ page, faultProxy }) => {
    await page.goto('/chat');
    await expectPage(page, CHAT_HEADLINE);
    const input = page.getByLabel('Your question for Amara');
    await input.fill('What are your opening hours in Atlanta?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('log').locator('[data-role="assistant"]')).toContainText('Atlanta');
    expect(faultProxy!.faulted).toContainEqual(expect.stringContaining(`GET localhost:${backendPort}/functions/v1/advisor-chat`));
  });
});

test('/chat: the FAQ accordions open one at a time from the HTML alone, with no JavaScript', async ({ browser }) => {
  const noScript = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/chat');
  const faqs = page.getByRole('region', { name: 'Frequently asked questions' });
  const open = faqs.locator('details[open]');
  await expect(faqs.getByRole('group')).toHaveCount(8);
  await expect(open).toHaveCount(0);
  await faqs.getByText('What exactly is offered for sale?').click();
  await expect(open).toHaveCount(1);
  await expect(open).toContainText('Four beauty domains, offered together as one digital asset package');
  await faqs.getByText('Can I buy one of the domains on its own?').click();
  await expect(open).toHaveCount(1);
  await expect(open).toContainText('they are not sold individually');
  await faqs.getByText('Can I buy one of the domains on its own?').click();
  await expect(open).toHaveCount(0);
  await noScript.close();
});

/**
 * The headline's visible phrase after `ms` of its turning: the stylesheet turns it, so the test
 * moves its animations' own clocks (the page's clock does not drive CSS animations).
 */
const headlinePhraseAt = (page: Page, ms: number) =>
  page.evaluate((at) => {
    const phrases = [...document.querySelectorAll('[data-headline-phrase]')];
    for (const animation of phrases.flatMap((phrase) => phrase.getAnimations())) {
      animation.pause();
      animation.currentTime = at;
    }
    return phrases.filter((phrase) => getComputedStyle(phrase).visibility === 'visible').map((phrase) => phrase.textContent);
  }, ms);

test('/chat: the headline rotates through the domains, and the FAQs open one at a time', async ({ page }) => {
  await page.goto('/chat');
  await expectPage(page, CHAT_HEADLINE);
  const turns = ['noirelle.beauty', 'noirelle.skin', 'noirelle.hair', 'noirelle.makeup', 'all 4 domain names', 'noirelle.beauty'];
  for (const [turn, phrase] of turns.entries()) {
    // One phrase at a time, each for 2.5 s: checked early and late in its turn.
    expect(await headlinePhraseAt(page, turn * 2500 + 100)).toEqual([phrase]);
    expect(await headlinePhraseAt(page, turn * 2500 + 2400)).toEqual([phrase]);
  }

  // Native exclusive accordions (<details> sharing a name): each question is a heading in its summary.
  const faqs = page.getByRole('region', { name: 'Frequently asked questions' });
  const question = (region: Locator, name: string) => region.getByRole('group').filter({ has: page.getByRole('heading', { level: 3, name }) });
  const first = question(faqs, 'What exactly is offered for sale?');
  const second = question(faqs, 'Can I buy one of the domains on its own?');
  await expect(faqs.getByRole('group')).toHaveCount(8);
  await first.getByRole('heading').click();
  await expect(first).toHaveAttribute('open', '');
  await second.getByRole('heading').click();
  await expect(second).toHaveAttribute('open', '');
  await expect(first).not.toHaveAttribute('open');
  await second.getByRole('heading').click();
  await expect(faqs.locator('details[open]')).toHaveCount(0);

  const beauty = page.getByRole('region', { name: 'Beauty Questions' });
  await expect(beauty.getByRole('group')).toHaveCount(6);
  await expect(beauty.locator('details[open]')).toHaveCount(0);
  // Reached with the keyboard, a summary shows the site's focus ring, and Enter opens and closes it.
  // The two accordions are separate groups: opening here leaves the other one as it is.
  await first.getByRole('heading').click();
  const firstBeauty = beauty.getByRole('group').first();
  const summary = firstBeauty.locator('summary');
  await summary.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
  await expect(summary).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(firstBeauty).toHaveAttribute('open', '');
  await expect(first).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(firstBeauty).not.toHaveAttribute('open');
  await expect(beauty.getByText('Have more questions about our beauty products for people of colour?')).toBeVisible();
  await expect(beauty.getByRole('link', { name: 'Ask Our AI Beauty Advisor' })).toHaveAttribute('href', '/chat');
});

test('/chat holds the headline still for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/chat');
  await expectPage(page, CHAT_HEADLINE);
  for (const ms of [0, 2600, 5100, 7600, 10_100]) expect(await headlinePhraseAt(page, ms)).toEqual(['all 4 domain names']);
  expect(await page.evaluate(() => document.getAnimations().filter((animation) => (animation as CSSAnimation).animationName === 'headline-turn').length)).toBe(0);
});

test('/fr/chat: a French question is answered in French, from the page in French, and its link opens the French page', async ({ page }) => {
  await page.goto('/fr/chat');
  await page.getByLabel('Votre question pour Amara').fill('Le Luminous Repair Serum coûte combien, s’il vous plaît ?');
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  const reply = page.getByRole('log', { name: 'Conversation avec Amara' }).locator('[data-role="assistant"]');
  // The price as the French page writes it, and none of the English page's words.
  await expect(reply).toContainText(/110\s\$US/);
  await expect(reply).not.toContainText(/anglais|\$110/);
  await expect(reply.getByRole('link', { name: /Luminous Repair Serum/ }).first()).toHaveAttribute('href', '/fr/product/luminous-repair-serum');
});
