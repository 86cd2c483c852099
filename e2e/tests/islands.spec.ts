import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPage, toasts } from './helpers';

/** Every script and remotes.json the page asks for, by path, from now on. */
function scriptsRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' || pathname.endsWith('/remotes.json')) paths.push(pathname);
  });
  return paths;
}

async function fillContactForm(page: Page, subject: string) {
  const form = page.getByRole('form', { name: 'Send a message' });
  await form.getByLabel('Name').fill('Folake Adeyemi');
  await form.getByLabel('Email').fill('folake@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('We are interested in the four domains.');
  return form;
}

/** What React says when a root's HTML was not what it rendered: it then renders that part afresh. */
function renderedAfresh(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('rendered afresh')) messages.push(message.text());
  });
  return messages;
}

/** The chunks named, as the build names them (`<name>-<hash>.js`; each name a pattern), among `paths`. */
const chunks = (paths: readonly string[], names: readonly string[]) => paths.filter((path) => new RegExp(`/(${names.join('|')})-[\\w-]{8}\\.js$`).test(path));

/**
 * Watches a page from before it opens: every script it asks for, and every part React renders
 * afresh. `routeChunks` are the page's own route modules, which come only with the whole app.
 */
function watchPage(page: Page, routeChunks: readonly string[]) {
  const scripts = scriptsRequested(page);
  const afresh = renderedAfresh(page);
  /** The whole app's chunks fetched so far: its entry and the page's route modules. */
  const wholeApp = () => chunks(scripts, ['start-whole-app', ...routeChunks]);
  return {
    scripts,
    afresh,
    wholeApp,
    /** The page's islands did their work alone: each one's chunk came once, the whole app never, and nothing was rendered afresh. */
    async expectIslandsAlone(...islandChunks: string[]) {
      await expect(page.locator('html')).not.toHaveAttribute('data-app');
      for (const name of islandChunks) expect(chunks(scripts, [name]), name).toHaveLength(1);
      expect(wholeApp()).toEqual([]);
      expect(afresh).toEqual([]);
    },
  };
}

const CONTACT_SENT = 'Thank you for your inquiry! We have sent you a confirmation email and will respond within 24 hours.';

test('/contact: the form is sent by the boot script: no script file, before or after', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/contact');
  await expectPage(page, 'Speak with Noirelle');
  const form = await fillContactForm(page, `No script file ${Date.now()}`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText(CONTACT_SENT);
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
});

test('/local/paris-france: the house’s clock is right with no script file, and opens at its minute', async ({ page }) => {
  const scripts = scriptsRequested(page);
  // Tuesday 09:29 in Paris, a minute before the house opens, whatever the moment its HTML was written at.
  await page.clock.install({ time: new Date('2026-03-03T08:29:00Z') });
  await page.goto('/local/paris-france');
  await expectPage(page, 'Paris, France');
  const glance = page.getByRole('region', { name: 'Paris at a glance' });
  await expect(glance).toContainText('09:30 – 20:30Closed');
  const tuesday = page.getByRole('row', { name: /^tuesday/i });
  await expect(tuesday).toHaveAttribute('aria-current', 'date');
  await expect(tuesday).toContainText('Today');
  await expect(page.getByRole('row', { name: /^monday/i })).not.toContainText('Today');
  await page.clock.runFor(60_000);
  await expect(glance).toContainText('09:30 – 20:30Open now');
  // The clock is the boot script's custom element: the page asked for no script file at all.
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
});

test('/products: the filter works with its own code alone, in the page, and Back restores it', async ({ page }) => {
  const watched = watchPage(page, ['products']);
  await page.goto('/products');
  await expectPage(page, 'Products & Services');
  const results = page.getByRole('region', { name: 'Filters and results' });
  await results.getByLabel('Category').selectOption({ label: 'Hair' });
  await expect(page).toHaveURL(/\/products\?category=hair$/);
  await expect(results.getByRole('status')).toHaveText('5 items');
  await expect(results.getByRole('heading', { level: 3 })).toHaveCount(5);
  await results.getByLabel('Type').selectOption({ label: 'Services' });
  await expect(page).toHaveURL(/\/products\?category=hair&type=service$/);
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Crown Restoration Ritual']);

  await page.goBack();
  await expect(page).toHaveURL(/\/products\?category=hair$/);
  await expect(results.getByLabel('Type')).toHaveValue('');
  await expect(results.getByRole('heading', { level: 3 })).toHaveCount(5);

  await watched.expectIslandsAlone('collection');
});

test('/services: the chips filter by the stylesheet, and the boot script announces the count: no script file', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/services');
  await expectPage(page, 'Services for melanin-rich beauty');
  const chips = page.getByRole('radiogroup', { name: 'Filter services' });
  await chips.getByRole('radio', { name: 'Treatments' }).check();
  await expect(page.getByText('2 services shown')).toBeAttached();
  await expect(page.locator('[data-service-category]:visible')).toHaveCount(2);
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
});

test('/products?category=skin, where the category pages link: the filter’s island shows it, with no whole app', async ({ page }) => {
  const watched = watchPage(page, ['products']);
  await page.goto('/products?category=skin');
  const results = page.getByRole('region', { name: 'Filters and results' });
  await expect(results.getByLabel('Category')).toHaveValue('skin');
  await expect(results.getByRole('heading', { level: 3 })).toHaveCount(5);
  await expect(results.getByRole('status')).toHaveText('5 items');
  await expect(page.locator('[data-island-name="catalogue/collection"]')).toHaveAttribute('data-live', '');
  await watched.expectIslandsAlone('collection');
});

test('/press?tag=, where an article’s tags link: the list’s island shows the tag and changes it in place, with no whole app', async ({ page }) => {
  const watched = watchPage(page, ['press']);
  await page.goto('/press?tag=Makeup');
  const bar = page.getByRole('group', { name: 'Filter articles by tag' });
  await expect(bar.getByRole('link', { name: 'Makeup' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['The Lip Gloss Economy']);
  await expect(page.locator('[data-island-name="press/article-list"]')).toHaveAttribute('data-live', '');
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await bar.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/press$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(4);
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await expect(bar.getByRole('link', { name: 'Makeup' })).toHaveAttribute('aria-current', 'page');
  await watched.expectIslandsAlone('article-list');
});

test('/search?q=: the page comes with its results and no script; typing starts the island alone, and the address follows', async ({ page }) => {
  const watched = watchPage(page, []);
  const scripts = scriptsRequested(page);
  await page.goto('/search?q=serum');
  const field = page.getByRole('searchbox', { name: 'Products, services, cities and articles' });
  await expect(field).toHaveValue('serum');
  await expect(page.getByRole('status').filter({ hasText: /results? for “serum”/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Products/ }).getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await field.fill('paris');
  await expect(page).toHaveURL(/\/search\?q=paris$/);
  await expect(page.getByRole('region', { name: /^Locations/ }).getByRole('link', { name: /Noirelle Paris/ })).toBeVisible();
  await expect(page.locator('[data-island-name="shell/site-search"]')).toHaveAttribute('data-live', '');
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  await watched.expectIslandsAlone('site-search');
});

test('/product/:id: Add to Cart needs no script file: the boot script shows its toast, once per press', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/product/bronze-veil-setting-powder');
  await expectPage(page, 'Bronze Veil Setting Powder');
  const form = page.getByRole('form', { name: 'Add to cart' });
  await form.getByRole('button', { name: 'Increase quantity' }).click();
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  const toast = toasts(page).filter({ hasText: 'Bronze Veil Setting Powder added to cart' });
  await expect(toast).toContainText('Quantity: 2');
  await form.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast).toHaveCount(2);
  // The toast closes by itself (spec: about 4 to 5 seconds).
  await expect(toast).toHaveCount(0, { timeout: 12_000 });
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
});

test('/skin: Book This Experience needs no script file: the boot script shows the toast the button declares', async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/skin');
  await page.getByRole('button', { name: 'Book This Experience' }).first().click();
  await expect(toasts(page).filter({ hasText: 'Booking request sent' })).toContainText('Our concierge will contact you to schedule your appointment.');
  await page.waitForLoadState('load');
  expect(scripts).toEqual([]);
});

test('/: the interest form registers with its own code alone, its dialog and toast included; the home page is never hydrated', async ({ page }) => {
  // The home page's own module and the remotes' fragments modules (catalogue's and advisor's sections) come only with the whole app.
  const watched = watchPage(page, ['_index', 'fragments']);
  await page.goto('/');
  await expectPage(page, 'Beauty, formulated for melanin.');
  await page.getByRole('link', { name: 'Register Interest' }).click();
  const form = page.getByRole('form', { name: 'Register interest' });
  await form.getByLabel('Email address').fill(`island.${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Register Interest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thank You for Your Interest' });
  await expect(dialog).toBeVisible();
  await expect(toasts(page).filter({ hasText: 'Interest Registered' })).toBeVisible();
  await watched.expectIslandsAlone('interest-form');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('button', { name: 'Register Interest' })).toBeFocused();
});

test('/chat: the interest form and the chat work with their own code alone; the page is never hydrated', async ({ page }) => {
  const watched = watchPage(page, ['chat']);
  await page.goto('/chat');
  const input = page.getByLabel('Your question for Amara');
  await input.fill('Do you have a house in Paris?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const log = page.getByRole('log', { name: 'Conversation with Amara' });
  await expect(log.locator('[data-role="assistant"]')).toContainText('Paris');
  await expect(page.locator('[data-island-name="advisor/interest-form"]')).toHaveAttribute('data-live', '');
  await watched.expectIslandsAlone('conversation', 'interest-form');
});

test('/booking: the wizard works with its own code alone, and a draft is resumed as it was, with nothing rendered afresh', async ({ page }) => {
  const watched = watchPage(page, ['booking']);
  await page.goto('/booking');
  await expectPage(page, 'Book Your Experience');
  await page.getByRole('button', { name: 'Select Experience: Signature Melanin Facial' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Date & Time' })).toBeFocused();
  await page.getByRole('group', { name: 'Choose a day' }).getByRole('button').first().click();
  await page.getByRole('button', { name: '11:30' }).click();
  await page.getByRole('button', { name: 'Continue to Add-ons' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Enhance Your Experience' })).toBeFocused();
  await watched.expectIslandsAlone('booking-wizard');

  await page.reload();
  const heading = page.getByRole('heading', { level: 2, name: 'Enhance Your Experience' });
  await expect(heading).toBeVisible();
  await expect(heading).not.toBeFocused();
  await expect(page.locator('html')).not.toHaveAttribute('data-app');
  expect(watched.wholeApp()).toEqual([]);
  expect(watched.afresh).toEqual([]);
});

test('/inquire, a buyer’s way to /contact?interest=domain-purchase: the boot script preselects the interest, and the form is sent with no script file', async ({ page }) => {
  const scripts = scriptsRequested(page);
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/functions/v1/contact')) sends.push(request.postData() ?? '');
  });
  await page.goto('/inquire');
  await expect(page).toHaveURL(/\/contact\?interest=domain-purchase$/);
  const form = await fillContactForm(page, `Inquire ${Date.now()}`);
  await expect(form.getByLabel('Interest')).toHaveValue('domain-purchase');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText(CONTACT_SENT);
  expect(JSON.parse(sends[0]!)).toMatchObject({ interest: 'domain-purchase' });
  expect(scripts).toEqual([]);
});

test('a campaign link’s query string (?utm_source=…) changes nothing: Add to Cart at once shows its toast', async ({ page }) => {
  await page.goto('/product/bronze-veil-setting-powder?utm_source=newsletter&utm_campaign=deep-shades');
  await page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toasts(page).filter({ hasText: 'Bronze Veil Setting Powder added to cart' })).toBeVisible();
  await expect(page).toHaveURL(/\?utm_source=newsletter&utm_campaign=deep-shades$/);
});

test('a link the visitor rests on is fetched ahead: the next page comes from that fetch', async ({ page }) => {
  await page.goto('/about');
  await expectPage(page, 'About Noirelle');
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true });
  // A pointer resting on a link for a moment is the intent the page's speculation rules wait for.
  await privacy.hover();
  await page.waitForTimeout(1000);
  await privacy.click();
  await expectPage(page, 'Privacy Policy');
  const delivery = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType);
  expect(delivery).toBe('navigational-prefetch');
});
