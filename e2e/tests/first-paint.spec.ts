import { expect, test, type Locator, type Page } from '@playwright/test';
import { toasts } from './helpers';

/*
 * Every control works from the moment it is painted. Each test opens its page on a slow
 * phone (CPU 4x slower, a slow 4G line), returns as soon as the response starts to arrive, and acts
 * the moment its control is visible: it never waits for the app to take over. Then it asserts the
 * effect the control has after the takeover. A lost click fails here.
 */

/** Lighthouse's "slow 4G" for mobile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** The effect may wait for the app's code on a slow line; the click must not be lost meanwhile. */
const EFFECT_TIMEOUT = 25_000;

test.describe.configure({ mode: 'parallel' });
test.slow();

/** What the page said and did, printed when a test fails: a click lost under load is rare, and needs its story. */
const pageStories = new WeakMap<Page, string[]>();

test.beforeEach(async ({ page }) => {
  const story: string[] = [];
  pageStories.set(page, story);
  const started = Date.now();
  const note = (line: string) => story.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`document at ${frame.url()}`));
  page.on('requestfailed', (request) => note(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
});

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const islands = await page
    .locator('[data-island-name]')
    .evaluateAll((elements) => elements.map((element) => `${element.getAttribute('data-island-name')}: ${element.getAttributeNames().join(' ')}`))
    .catch((error: unknown) => [`islands unreadable: ${String(error)}`]);
  const state = await page.evaluate(() => `${document.readyState} at ${location.href}`).catch(() => 'unreadable');
  console.log([`[${testInfo.title}] the page (${state}), its islands and its story:`, ...islands, ...(pageStories.get(page) ?? [])].join('\n  '));
});

/** Opens `path` and returns as soon as the document starts to arrive, as a visitor's eyes would. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Acts the moment the control is painted (visible), not when the app is ready. */
async function assoonAsVisible(control: Locator) {
  await expect(control).toBeVisible({ timeout: EFFECT_TIMEOUT });
  return control;
}

const phone = { viewport: { width: 390, height: 844 } };

test.describe('the header', () => {
  for (const [menu, item] of [
    ['Local', 'Paris, France'],
    ['Site', 'Press'],
  ] as const) {
    test(`the ${menu} menu opens at the first click`, async ({ page }) => {
      await open(page, '/about');
      await (await assoonAsVisible(page.getByRole('banner').getByRole('button', { name: menu, exact: true }))).click();
      await expect(page.getByRole('banner').getByRole('link', { name: item, exact: true })).toBeVisible({ timeout: EFFECT_TIMEOUT });
    });
  }

  test('a menu opened, then another, says which one is expanded, and Escape closes it', async ({ page }) => {
    await open(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const local = nav.getByRole('button', { name: 'Local' });
    const site = nav.getByRole('button', { name: 'Site' });
    await expect(local).toHaveAttribute('aria-expanded', 'false');
    await (await assoonAsVisible(local)).click();
    await expect(local).toHaveAttribute('aria-expanded', 'true');
    await site.click();
    await expect(site).toHaveAttribute('aria-expanded', 'true');
    await expect(local).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(site).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Local menu works from the keyboard alone: Enter opens it, the arrows, End and Tab move through it', async ({ page }) => {
    await open(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await (await assoonAsVisible(nav.getByRole('button', { name: 'Local' }))).focus();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'All Locations' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'All Locations' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('link', { name: 'Los Angeles, CA' })).toBeFocused();
    // Tab past the last link: the panel closes rather than cover what has focus.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'All Locations' })).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use(phone);
    test('the menu button opens the full-screen menu at the first tap', async ({ page }) => {
      await open(page, '/about');
      await (await assoonAsVisible(page.getByRole('button', { name: 'Open menu' }))).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: EFFECT_TIMEOUT });
    });
  });
});

test.describe('the home page', () => {
  test('Explore Collections goes to the collections', async ({ page }) => {
    await open(page, '/');
    await (await assoonAsVisible(page.getByRole('link', { name: 'Explore Collections' }))).click();
    await expect(page.getByRole('heading', { name: 'Three houses of care' })).toBeInViewport({ timeout: EFFECT_TIMEOUT });
  });

  test('Register Interest goes to the interest form', async ({ page }) => {
    await open(page, '/');
    await (await assoonAsVisible(page.getByRole('link', { name: 'Register Interest' }))).click();
    await expect(page.getByRole('form', { name: 'Register interest' }).getByLabel('Email address')).toBeInViewport({ timeout: EFFECT_TIMEOUT });
  });
});

test.describe('/products', () => {
  test('a category chosen at once filters the list', async ({ page }) => {
    await open(page, '/products');
    await (await assoonAsVisible(page.getByLabel('Category'))).selectOption({ label: 'Makeup' });
    await expect(page).toHaveURL(/\/products\?category=makeup/, { timeout: EFFECT_TIMEOUT });
    await expect(page.getByRole('status').filter({ hasText: /items?$/ })).toHaveText('5 items', { timeout: EFFECT_TIMEOUT });
  });

  test('Reset Filters at once clears the filter', async ({ page }) => {
    await open(page, '/products?category=skin&type=service');
    await (await assoonAsVisible(page.getByRole('link', { name: 'Reset Filters' }))).click();
    await expect(page).toHaveURL(/\/products$/, { timeout: EFFECT_TIMEOUT });
    await expect(page.getByRole('status').filter({ hasText: /items?$/ })).toHaveText('15 items', { timeout: EFFECT_TIMEOUT });
  });
});

test.describe('a product page', () => {
  const product = '/product/bronze-veil-setting-powder';

  test('a thumbnail shows its picture', async ({ page }) => {
    await open(page, product);
    const second = page.getByRole('radio', { name: /^Show picture 2 of/ });
    await (await assoonAsVisible(second)).click();
    await expect(second).toBeChecked({ timeout: EFFECT_TIMEOUT });
    const shows = (await second.getAttribute('aria-label'))!.replace(/^Show picture 2 of \d+: /, '');
    await expect(page.getByRole('img', { name: /^Bronze Veil Setting Powder: / })).toHaveAccessibleName(`Bronze Veil Setting Powder: ${shows}`);
  });

  test('the stepper, then Add to Cart', async ({ page }) => {
    await open(page, product);
    await (await assoonAsVisible(page.getByRole('button', { name: 'Increase quantity' }))).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2', { timeout: EFFECT_TIMEOUT });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toasts(page).filter({ hasText: 'Bronze Veil Setting Powder added to cart' })).toContainText('Quantity: 2', { timeout: EFFECT_TIMEOUT });
  });

  test('Add to Cart at once', async ({ page }) => {
    await open(page, product);
    await (await assoonAsVisible(page.getByRole('button', { name: 'Add to Cart' }))).click();
    await expect(toasts(page).filter({ hasText: 'Bronze Veil Setting Powder added to cart' })).toContainText('Quantity: 1', { timeout: EFFECT_TIMEOUT });
  });

  test.describe('Second Skin, whose shade must be chosen', () => {
    const foundation = '/product/second-skin-foundation';
    const toast = (page: Page, shade: string) => toasts(page).filter({ hasText: `Second Skin Foundation in ${shade} added to cart` });

    test('Add to Cart with no shade asks for one at once; the shade then chosen is added', async ({ page }) => {
      await open(page, foundation);
      await (await assoonAsVisible(page.getByRole('button', { name: 'Add to Cart' }))).click();
      const firstSwatch = page.getByRole('group', { name: 'Shade' }).getByRole('radio').first();
      expect(await firstSwatch.evaluate((radio: HTMLInputElement) => radio.validity.valueMissing && radio.validationMessage !== '')).toBe(true);
      await page.getByRole('radio', { name: '8R Rich Deep Red' }).check();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(toast(page, '8R Rich Deep Red')).toContainText('Quantity: 1', { timeout: EFFECT_TIMEOUT });
      await page.waitForTimeout(1000);
      await expect(toasts(page)).toHaveCount(1);
    });

    test('opened from the shade finder’s link, its shade is chosen at once, and Add to Cart adds it', async ({ page }) => {
      await open(page, `${foundation}?shade=9g`);
      await expect(await assoonAsVisible(page.getByRole('radio', { name: '9G Very Deep Gold' }))).toBeChecked();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(toast(page, '9G Very Deep Gold')).toContainText('Quantity: 1', { timeout: EFFECT_TIMEOUT });
    });

    test('the shade added is the one chosen at the press, though another is chosen before the code comes', async ({ page }) => {
      await open(page, foundation);
      await (await assoonAsVisible(page.getByRole('radio', { name: '8R Rich Deep Red' }))).check();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('radio', { name: '9G Very Deep Gold' }).check();
      await expect(toast(page, '8R Rich Deep Red')).toContainText('Quantity: 1', { timeout: EFFECT_TIMEOUT });
      await expect(page.getByRole('radio', { name: '9G Very Deep Gold' })).toBeChecked();
    });
  });
});

test('/shade-finder: answered at once, its answer shows, with the shades to choose', async ({ page }) => {
  await open(page, '/shade-finder');
  await (await assoonAsVisible(page.getByRole('radio', { name: '8 · Rich Deep' }))).check();
  await page.getByRole('radio', { name: 'Tans, rarely burns' }).check();
  await page.getByRole('radio', { name: 'Gold', exact: true }).check();
  await page.getByRole('radio', { name: 'Greenish' }).check();
  await page.getByRole('radio', { name: 'Gray or ashy' }).check();
  await page.getByRole('button', { name: 'See my shades' }).click();
  const answer = page.getByRole('region', { name: 'Your shade' });
  await expect(answer.getByRole('heading', { level: 3 }).first()).toHaveText('8G Rich Deep Gold', { timeout: EFFECT_TIMEOUT });
  await expect(answer.getByRole('link', { name: 'Choose 8G in Second Skin Foundation' })).toBeVisible();
});

test('/services: a filter chip filters the services', async ({ page }) => {
  await open(page, '/services');
  const chips = page.getByRole('radiogroup', { name: 'Filter services' });
  await (await assoonAsVisible(chips.getByRole('radio', { name: 'Treatments' }))).click();
  await expect(chips.getByRole('radio', { name: 'Treatments' })).toBeChecked({ timeout: EFFECT_TIMEOUT });
  await expect(page.getByRole('region', { name: 'Our services' }).getByRole('article')).toHaveCount(2, { timeout: EFFECT_TIMEOUT });
});

test.describe('/booking', () => {
  test('the carousel moves at the first click', async ({ page }) => {
    await open(page, '/booking');
    await (await assoonAsVisible(page.getByRole('button', { name: 'Next experience' }))).click();
    await expect(page.getByRole('button', { name: 'Select Experience: Royal Hair Ritual' })).toBeVisible({ timeout: EFFECT_TIMEOUT });
  });

  test('Select Experience opens the first step, which the wizard keeps once its code has come', async ({ page }) => {
    await open(page, '/booking');
    await (await assoonAsVisible(page.getByRole('button', { name: 'Select Experience: Signature Melanin Facial' }))).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Date & Time' })).toBeFocused({ timeout: EFFECT_TIMEOUT });
    await page.getByRole('group', { name: 'Choose a day' }).getByRole('button').first().click();
    await page.getByRole('button', { name: '11:30' }).click();
    await page.getByRole('button', { name: 'Continue to Add-ons' }).click({ timeout: EFFECT_TIMEOUT });
    await expect(page.getByRole('heading', { level: 2, name: 'Enhance Your Experience' })).toBeFocused({ timeout: EFFECT_TIMEOUT });
    await expect(page.getByText('Your experience', { exact: true }).filter({ visible: true }).locator('..')).toContainText('Signature Melanin Facial');
  });
});

test.describe('/chat', () => {
  test('an FAQ question opens its answer', async ({ page }) => {
    await open(page, '/chat');
    const faqs = page.getByRole('region', { name: 'Frequently asked questions' });
    await (await assoonAsVisible(faqs.getByText('What exactly is offered for sale?'))).click();
    await expect(faqs.getByText(/^Four beauty domains, offered together as one digital asset package/)).toBeVisible({ timeout: EFFECT_TIMEOUT });
  });

  test('a Beauty Questions question opens its answer', async ({ page }) => {
    await open(page, '/chat');
    const beauty = page.getByRole('region', { name: 'Beauty Questions' });
    await (await assoonAsVisible(beauty.getByRole('heading', { level: 3 }).first())).click();
    await expect(beauty.locator('details[open]')).toHaveCount(1, { timeout: EFFECT_TIMEOUT });
  });

  test('a question typed and sent at once shows at once, and is sent, with nothing typed lost', async ({ page }) => {
    await open(page, '/chat');
    await (await assoonAsVisible(page.getByLabel('Your question for Amara'))).fill('What are your opening hours in Atlanta?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const log = page.getByRole('log');
    await expect(log.getByText('What are your opening hours in Atlanta?')).toBeVisible();
    await expect(log.locator('[data-role="user"]')).toHaveText(/What are your opening hours in Atlanta\?/, { timeout: EFFECT_TIMEOUT });
    // Once the conversation's code has it, the question shows once: its echo is gone.
    await expect(log.getByText('What are your opening hours in Atlanta?')).toHaveCount(1);
    await expect(log.locator('[data-role="assistant"]')).toContainText('Atlanta', { timeout: EFFECT_TIMEOUT });
  });
});

test('/contact: a message typed and sent at once is sent, with nothing typed lost', async ({ page }) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Send a message' });
  await (await assoonAsVisible(form.getByLabel('Name'))).fill('Folake Adeyemi');
  await form.getByLabel('Email').fill('folake@example.com');
  await form.getByLabel('Subject').fill(`First paint ${Date.now()}`);
  await form.getByLabel('Message').fill('We are interested in the four domains.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you for your inquiry! We have sent you a confirmation email and will respond within 24 hours.', { timeout: EFFECT_TIMEOUT });
});

test('/press: a tag filters the list', async ({ page }) => {
  await open(page, '/press');
  const bar = page.getByRole('group', { name: 'Filter articles by tag' });
  await (await assoonAsVisible(bar.getByRole('link', { name: 'Community' }))).click();
  await expect(page).toHaveURL(/\/press\?tag=Community$/, { timeout: EFFECT_TIMEOUT });
  await expect(bar.getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page', { timeout: EFFECT_TIMEOUT });
});

test.describe('the consent banner', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  for (const answer of ['Accept analytics', 'Decline']) {
    test(`${answer} at once is taken`, async ({ page }) => {
      await open(page, '/about');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await (await assoonAsVisible(banner.getByRole('button', { name: answer }))).click();
      await expect(banner).toHaveCount(0, { timeout: EFFECT_TIMEOUT });
      await page.reload({ waitUntil: 'commit' });
      await page.waitForTimeout(3000);
      await expect(banner).toHaveCount(0);
    });
  }
});
