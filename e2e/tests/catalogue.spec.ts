import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPage, toasts } from './helpers';

test.describe('category pages', () => {
  for (const [path, name, featured] of [
    ['/skin', 'Skin', 'Even Tone Concentrate'],
    ['/makeup', 'Makeup', 'Celestial Eye Palette'],
    ['/hair', 'Hair', 'Luminous Repair Serum'],
  ] as const) {
    test(`${path}: hero at 70% of the viewport, philosophy, numbered products, services and filtered links`, async ({ page }) => {
      await page.goto(path);
      await expectPage(page, name);
      const hero = page.locator('[data-hero="category"]');
      const heroHeight = await hero.evaluate((element) => element.getBoundingClientRect().height / window.innerHeight);
      expect(heroHeight).toBeGreaterThanOrEqual(0.69);
      await expect(hero.getByRole('link', { name: `Shop ${name}` })).toHaveAttribute('href', `/products?category=${path.slice(1)}`);
      await expect(page.getByRole('region', { name: /./ }).filter({ has: page.getByText('Our Philosophy') })).toBeVisible();
      await expect(page.getByRole('link', { name: `Discover ${featured}` })).toHaveAttribute('href', /^\/product\//);
      const products = page.getByRole('region', { name: `The ${name} Collection` }).getByRole('listitem');
      await expect(products).toHaveCount(4);
      await expect(products.first()).toContainText('01');
      for (const link of await products.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/product\/[a-z0-9-]+$/);
      await expect(page.getByRole('link', { name: `View all ${name.toLowerCase()} products` })).toHaveAttribute('href', `/products?category=${path.slice(1)}`);
      await expect(page.getByRole('link', { name: `View ${name.toLowerCase()} services` })).toHaveAttribute('href', `/products?category=${path.slice(1)}&type=service`);
      await page.getByRole('button', { name: 'Book This Experience' }).click();
      await expect(toasts(page).filter({ hasText: 'Booking request sent' })).toBeVisible();
    });
  }

  test('makeup features the celestial eye palette and hair the luminous repair serum', async ({ page }) => {
    await page.goto('/makeup');
    await expect(page.getByRole('link', { name: 'Discover Celestial Eye Palette' })).toHaveAttribute('href', '/product/celestial-eye-palette');
    await page.goto('/hair');
    await expect(page.getByRole('link', { name: 'Discover Luminous Repair Serum' })).toHaveAttribute('href', '/product/luminous-repair-serum');
  });
});

test.describe('/products', () => {
  test('filters live in the URL: set by it, written to it, restored by back and forward', async ({ page }) => {
    await page.goto('/products?category=skin');
    await expectPage(page, 'Products & Services');
    const category = page.getByLabel('Category');
    const type = page.getByLabel('Type');
    const names = page.getByRole('heading', { level: 3 });
    await expect(category).toHaveValue('skin');
    await expect(names).toHaveCount(5);
    // With scripts a change applies at once: the no-script Apply is not there.
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);

    await type.selectOption({ label: 'Services' });
    await expect(page).toHaveURL('/products?category=skin&type=service');
    await expect(names).toHaveText(['Melanin Radiance Facial']);

    await page.goBack();
    await expect(page).toHaveURL('/products?category=skin');
    await expect(type).toHaveValue('');
    await expect(names).toHaveCount(5);
    await page.goForward();
    await expect(type).toHaveValue('service');
    await expect(names).toHaveCount(1);

    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL('/products');
    await expect(category).toHaveValue('');
    await expect(names).toHaveCount(15);
  });

  test('a category the catalogue does not have shows the empty state and Reset Filters, never everything', async ({ page }) => {
    await page.goto('/products?category=no-such-category');
    await expectPage(page, 'Products & Services');
    await expect(page.getByText('No products found matching your criteria.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(page.getByLabel('Category').locator('option:checked')).toHaveText('Unknown category');
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL('/products');
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(15);
  });

  test('without scripts the filter is a GET form with Apply, and Reset Filters a link; the app reads what Apply sent', async ({ browser, page }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/products');
    await plain.getByLabel('Type').selectOption({ label: 'Services' });
    await plain.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(plain).toHaveURL('/products?category=&type=service');
    await plain.getByRole('link', { name: 'Reset Filters' }).click();
    await expect(plain).toHaveURL('/products');
    await noScript.close();

    await page.goto('/products?category=&type=service');
    await expectPage(page, 'Products & Services');
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(page.getByLabel('Type')).toHaveValue('service');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
  });

  test('the grid has 1, 2 or 3 columns by width', async ({ page }) => {
    const columns = () =>
      page.getByRole('heading', { level: 3 }).evaluateAll((headings) => new Set(headings.slice(0, 3).map((heading) => Math.round(heading.getBoundingClientRect().left))).size);
    for (const [width, expected] of [
      [390, 1],
      [800, 2],
      [1440, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/products');
      await expectPage(page, 'Products & Services');
      expect(await columns(), `${width}px`).toBe(expected);
    }
  });
});

test.describe('/product/{id}', () => {
  test('breadcrumb, gallery, stock, benefits, stepper and Add to Cart toast', async ({ page }) => {
    await page.goto('/product/bronze-veil-setting-powder');
    await expectPage(page, 'Bronze Veil Setting Powder');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    await expect(crumbs).toHaveText(['Home', 'Collection', 'Makeup']);
    await expect(page.getByText('Only 10 left')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Benefits' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to Use' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Bronze Veil Setting Powder' })).toBeVisible();

    await expectGalleryChanges(page, 'Bronze Veil Setting Powder');

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = toasts(page).filter({ hasText: 'Bronze Veil Setting Powder added to cart' });
    await expect(toast).toContainText('Quantity: 2');

    // A quantity typed below the minimum is refused by the browser's own check: nothing is added.
    await quantity.fill('0');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    expect(await quantity.evaluate((field: HTMLInputElement) => field.validity.rangeUnderflow && field.validationMessage !== '')).toBe(true);
    await expect(toast).toHaveCount(1);

    await page.getByRole('link', { name: 'Return to Collection' }).click();
    await expect(page).toHaveURL('/products');
  });

  test('Second Skin: a shade chosen as soon as it is painted goes into the cart, named in the toast, and into the address', async ({ page }) => {
    await page.goto('/product/second-skin-foundation');
    await expectPage(page, 'Second Skin Foundation');
    const shades = page.getByRole('group', { name: 'Shade' });
    // Each swatch is its cell of the sheet the art pipeline draws, over the shade's own colour.
    const swatch = shades.getByRole('radio', { name: '8R Rich Deep Red' }).locator('+ [data-swatch]');
    await expect(swatch).toHaveCSS('background-image', /shade-swatches-/);
    await expect(swatch).toHaveCSS('background-color', 'rgb(113, 64, 47)');
    // With no shade, the browser asks for one: nothing is added.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await shades.getByRole('radio', { name: '8R Rich Deep Red' }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = toasts(page).filter({ hasText: 'Second Skin Foundation in 8R Rich Deep Red added to cart' });
    await expect(toast).toContainText('Quantity: 1');
    await expect(toasts(page)).toHaveCount(1);
    await expect(page).toHaveURL('/product/second-skin-foundation?shade=8r');
    // The choice is the browser's radio group: arrow keys move through the range.
    await shades.getByRole('radio', { name: '8R Rich Deep Red' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(shades.getByRole('radio', { name: '8G Rich Deep Gold' })).toBeChecked();
    await expect(page).toHaveURL('/product/second-skin-foundation?shade=8g');
    // Opened at an address that names a shade, the page chooses it.
    await page.goto('/product/second-skin-foundation?shade=10b');
    await expect(page.getByRole('radio', { name: '10B Deepest Blue-Black' })).toBeChecked();
  });

  test('/shade-finder: answered as soon as each step is painted, it leads to the foundation with the shade chosen, and the toast names it', async ({ page }) => {
    await page.goto('/shade-finder');
    await expectPage(page, 'Shade Finder');
    await page.getByRole('radio', { name: '9 · Very Deep' }).check();
    await page.getByRole('radio', { name: 'Never burns that I can see' }).check();
    await page.getByRole('radio', { name: 'Gold', exact: true }).check();
    await page.getByRole('radio', { name: 'Greenish' }).check();
    await page.getByRole('radio', { name: 'Gray or ashy' }).check();
    await page.getByRole('button', { name: 'See my shades' }).click();
    const result = page.getByRole('region', { name: 'Your shade' });
    await expect(result.getByRole('heading', { level: 3 })).toHaveText(['9G Very Deep Gold', '8G Rich Deep Gold', '10G Deepest Gold']);
    await expect(page).toHaveURL('/shade-finder?depth=9&sun=never-burns&jewellery=gold&veins=green&foundations=gray-ashy');
    await result.getByRole('link', { name: 'Choose 9G in Second Skin Foundation' }).click();
    await expectPage(page, 'Second Skin Foundation');
    // At once: the address's shade is the one added, chosen in the page or not yet.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toasts(page).filter({ hasText: 'Second Skin Foundation in 9G Very Deep Gold added to cart' })).toContainText('Quantity: 1');
    await expect(page.getByRole('radio', { name: '9G Very Deep Gold' })).toBeChecked();
  });

  test('opens at the top of the page, and declares Product data', async ({ page }) => {
    await page.goto('/products');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.getByRole('link', { name: 'Couture Velvet Lipstick' }).click();
    await expectPage(page, 'Couture Velvet Lipstick');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const product = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
      nodes.map((node) => JSON.parse(node.textContent ?? '{}')).find((data) => data['@type'] === 'Product'),
    );
    expect(product).toMatchObject({ name: 'Couture Velvet Lipstick', offers: { priceCurrency: 'USD', price: '75' }, aggregateRating: { ratingValue: 4.8, reviewCount: 127 } });
  });

  test('coming Back to a product, or reloading it, keeps the visitor where they were, not at the top', async ({ page }) => {
    await page.goto('/product/couture-velvet-lipstick');
    await expectPage(page, 'Couture Velvet Lipstick');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    // Another page, then Back: the browser puts the product page where the visitor left it.
    await page.goto('/about');
    await expectPage(page, 'About Noirelle');
    await page.goBack();
    await expectPage(page, 'Couture Velvet Lipstick');
    // Checked once the page has loaded, when a page's own code would have run.
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
    await page.reload();
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => window.scrollY)).toBe(1200);
  });

  test("an unknown id shows 'Product not found' with Return to Collection", async ({ page }) => {
    await page.goto('/product/not-a-thing');
    await expectPage(page, 'Product not found');
    await page.getByRole('link', { name: 'Return to Collection' }).click();
    await expect(page).toHaveURL('/products');
  });
});

/** Chooses the second thumbnail and expects the main picture to be the one it names, drawn. */
async function expectGalleryChanges(page: Page, name: string) {
  const thumbnails = page.getByRole('group', { name: 'More pictures' }).getByRole('radio');
  await expect(thumbnails.first()).toBeChecked();
  const second = thumbnails.nth(1);
  const shows = (await second.getAttribute('aria-label'))!.replace(/^Show picture 2 of \d+: /, '');
  await second.click();
  await expect(second).toBeChecked();
  const main = page.getByRole('img', { name: new RegExp(`^${name}: `) });
  await expect(main).toHaveCount(1);
  await expect(main).toHaveAccessibleName(`${name}: ${shows}`);
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('a product\'s gallery works from the HTML alone, before any script', async ({ browser }) => {
  const noScript = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/product/bronze-veil-setting-powder');
  await expectGalleryChanges(page, 'Bronze Veil Setting Powder');
  await noScript.close();
});
