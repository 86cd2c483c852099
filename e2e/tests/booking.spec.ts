import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { apps } from 'shared/federation-apps';
import { expectPage } from './helpers';

// Saturday 21 November 2026 in the browser: the day row runs from Sunday the 22nd to Saturday the 28th.
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-21T15:00:00') });
});

const carousel = (page: Page) => page.getByRole('region', { name: 'Experiences' });
/** The slide on screen: the hidden ones are out of the accessibility tree. */
const shownSlideTitle = (page: Page) => carousel(page).getByRole('heading', { level: 3 });

test('the carousel wraps at both ends, by buttons, dots and arrow keys', async ({ page }) => {
  await page.goto('/booking');
  await expectPage(page, 'Book Your Experience');
  await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel(page).getByRole('group')).toHaveCount(1); // the hidden slides are out of reach
  await expect(shownSlideTitle(page)).toHaveText('Signature Melanin Facial');

  await page.getByRole('button', { name: 'Previous experience' }).click();
  await expect(shownSlideTitle(page)).toHaveText('Total Transformation');
  await expect(carousel(page).getByRole('group')).toHaveAttribute('aria-label', '4 of 4');
  await page.getByRole('button', { name: 'Next experience' }).click();
  await expect(shownSlideTitle(page)).toHaveText('Signature Melanin Facial');

  await page.getByRole('radio', { name: 'Show Couture Makeup' }).click();
  await expect(page.getByRole('radio', { name: 'Show Couture Makeup' })).toBeChecked();
  await expect(shownSlideTitle(page)).toHaveText('Couture Makeup');
  await page.keyboard.press('ArrowRight');
  await expect(shownSlideTitle(page)).toHaveText('Total Transformation');
  await page.keyboard.press('ArrowRight');
  await expect(shownSlideTitle(page)).toHaveText('Signature Melanin Facial');
  await page.keyboard.press('ArrowLeft');
  await expect(shownSlideTitle(page)).toHaveText('Total Transformation');
  await expect(page.getByRole('button', { name: 'Select Experience: Total Transformation' })).toBeVisible();
});

test('the whole wizard, with its disabled states, Back, the summary and the calendar file', async ({ page }) => {
  await page.goto('/booking');
  await expectPage(page, 'Book Your Experience');
  await page.getByRole('button', { name: 'Next experience' }).click();
  await page.getByRole('button', { name: 'Select Experience: Royal Hair Ritual' }).click();

  // Step 1
  await expect(page.getByRole('heading', { level: 2, name: 'Date & Time' })).toBeFocused();
  const days = page.getByRole('group', { name: 'Choose a day' }).getByRole('button');
  await expect(days).toHaveText(['Sun 22 November', 'Mon 23 November', 'Tue 24 November', 'Wed 25 November', 'Thu 26 November', 'Fri 27 November', 'Sat 28 November']);
  await expect(page.getByRole('group', { name: 'Choose a time' }).getByRole('button')).toHaveText(['10:00', '11:30', '13:00', '14:30', '16:00', '17:30']);
  const toAddons = page.getByRole('button', { name: 'Continue to Add-ons' });
  await expect(toAddons).toBeDisabled();
  await expect(page.getByText('Choose a day and a time to continue.')).toBeVisible();
  await page.getByRole('button', { name: 'Wed 25 November' }).click();
  await expect(toAddons).toBeDisabled();
  await page.getByRole('button', { name: '16:00' }).click();
  await toAddons.click();

  // Step 2
  await expect(page.getByRole('heading', { level: 2, name: 'Enhance Your Experience' })).toBeFocused();
  const progress = page.getByRole('list', { name: 'Booking progress' });
  await expect(progress.getByRole('listitem').first()).toHaveAttribute('data-state', 'completed');
  await expect(progress.getByRole('listitem').first().locator('svg')).toBeVisible(); // the check mark
  await page.getByRole('checkbox', { name: /Scalp Renewal Treatment/ }).check();
  await page.getByRole('checkbox', { name: /Lash Enhancement/ }).check();
  await page.getByRole('checkbox', { name: /Lash Enhancement/ }).uncheck();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Wed 25 November' })).toHaveAttribute('aria-pressed', 'true');
  await toAddons.click();
  await expect(page.getByRole('checkbox', { name: /Scalp Renewal Treatment/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Details' }).click();

  // Step 3
  await expect(page.getByRole('heading', { level: 2, name: 'Your Details' })).toBeFocused();
  const complete = page.getByRole('button', { name: 'Complete Booking' });
  await expect(complete).toBeDisabled();
  await page.getByLabel('Full Name').fill('Adaeze Okafor');
  await page.getByLabel('Email Address').fill('adaeze@example.com');
  await expect(complete).toBeDisabled();
  await page.getByLabel('Phone Number').fill('+44 20 7946 0958');
  await page.getByLabel('Special Requests').fill('A quiet corner, please.');

  // The draft survives a reload.
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Adaeze Okafor');
  await expect(page.getByLabel('Special Requests')).toHaveValue('A quiet corner, please.');
  await complete.click();

  // Step 4
  await expect(page.getByRole('heading', { level: 2, name: 'Thank You!' })).toBeFocused();
  await expect(page.getByText('This was a demonstration of our booking process. In a real implementation, your appointment would now be confirmed.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await expect(summary).toContainText('Royal Hair Ritual');
  await expect(summary).toContainText('Wednesday, November 25, 2026');
  await expect(summary).toContainText('16:00');
  await expect(summary.getByRole('listitem')).toHaveText([/Scalp Renewal Treatment\s*\$120/]);
  await expect(summary).toContainText('$670');
  await expect(progress.locator('[data-state="completed"]')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Learn More About Noirelle' })).toHaveAttribute('href', '/about');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to Calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('noirelle-2026-11-25.ics');
  const ics = readFileSync((await file.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('\r\nDTSTART:20261125T160000\r\n');
  expect(ics).toContain('\r\nDURATION:PT2H\r\n');
  expect(ics).toContain('SUMMARY:Noirelle: Royal Hair Ritual');

  await page.getByRole('link', { name: 'Learn More About Noirelle' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('Back to Services clears the service and shows the carousel again', async ({ page }) => {
  await page.goto('/booking');
  await page.getByRole('button', { name: 'Select Experience: Signature Melanin Facial' }).click();
  await page.getByRole('button', { name: 'Back to Services' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose Your Experience' })).toBeFocused();
  await expect(carousel(page)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Booking progress' })).toHaveCount(0);
});

test.describe('before the wizard’s code has come', () => {
  // Every script of the booking remote is held: what works here is the page's HTML and the boot script.
  test.use({ networkFaults: [{ to: `localhost:${apps.booking.port}`, path: /\.js(\?|$)/, fault: 'hang' }] });

  test('Select Experience shows the Date & Time step for it, its coming days, and Back to Services the carousel', async ({ page }) => {
    await page.goto('/booking');
    await page.getByRole('button', { name: 'Select Experience: Signature Melanin Facial' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Date & Time' })).toBeFocused();
    await expect(page.getByText('Your experience', { exact: true }).filter({ visible: true }).locator('..')).toContainText('Signature Melanin Facial');
    await expect(page.getByRole('list', { name: 'Booking progress' }).locator('[aria-current="step"]')).toContainText('Date & Time');
    await expect(page.getByRole('group', { name: 'Choose a day' }).getByRole('button')).toHaveText(['Sun 22 November', 'Mon 23 November', 'Tue 24 November', 'Wed 25 November', 'Thu 26 November', 'Fri 27 November', 'Sat 28 November']);
    await page.getByRole('button', { name: 'Back to Services' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Choose Your Experience' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Select Experience: Signature Melanin Facial' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Booking progress' })).toHaveCount(0);
  });
});

test('/beauty: the Immersion, its chapters, enhancements and invitation', async ({ page }) => {
  await page.goto('/beauty');
  await expectPage(page, 'The Noirelle Immersion');
  await expect(page).toHaveTitle(/The Noirelle Immersion/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://noirelle.beauty/beauty');
  await expect(page.getByRole('article')).toHaveCount(6);
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([/The Arrival/, /The Skin/, /The Hair/, /The Makeup/, /The Decadence/, /The Exit/]);
  for (const fact of ['Four hours', 'One appointment per day', 'Duo experience available']) await expect(page.getByText(fact, { exact: true })).toBeVisible();
  const enhancements = page.getByRole('region', { name: 'Enhancements' });
  await expect(enhancements.getByRole('heading', { level: 3 })).toHaveText(['Cinematic Memory Capture', 'Culinary Customization', 'Luxury Arrival and Departure']);
  await expect(enhancements).toContainText('$850 solo · $1,200 duo');
  await expect(enhancements).toContainText('From $250');
  const invitations = page.getByRole('link', { name: 'Request Private Invitation' });
  await expect(invitations).toHaveCount(2);
  await invitations.last().click();
  await expectPage(page, 'Book Your Experience');
});

test('/beauty: the pictures drift with the scroll from the stylesheet alone, and keep still for visitors who prefer reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/beauty');
  await expectPage(page, 'The Noirelle Immersion');
  const picture = page.locator('[data-parallax]').nth(2).locator('> div');
  await picture.scrollIntoViewIfNeeded();
  const drift = () => picture.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42);
  // Drawn larger than its frame, so the drift never uncovers an edge.
  await expect(picture).not.toHaveCSS('transform', 'none');
  const before = await drift();
  // Scrolled as a visitor does, with the pointer over the picture. A loaded headless browser can
  // drop a wheel event before the page has a compositor frame; the wheel is sent again until the
  // page has moved, and the picture must drift whenever it has.
  await picture.hover();
  await expect(async () => {
    await page.mouse.wheel(0, 150);
    expect(await drift()).not.toBe(before);
  }).toPass({ timeout: 12_000 });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(picture).toHaveCSS('transform', 'none');
  await context.close();
});

test('/booking publishes the HowTo structured data of the spec', async ({ page }) => {
  await page.goto('/booking');
  await expectPage(page, 'Book Your Experience');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const howTo = blocks.flatMap((text) => [JSON.parse(text)].flat()).find((block: { '@type'?: string }) => block['@type'] === 'HowTo');
  expect(howTo).toMatchObject({ totalTime: 'PT30M', estimatedCost: { currency: 'USD', minValue: 200, maxValue: 500 } });
  expect(howTo.step).toHaveLength(4);
});
