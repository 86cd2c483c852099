import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPage, cityLinks } from './helpers';

/** Spec: the four service offerings, by filter category. */
const services = [
  { name: 'Luxury Beauty Consultation', category: 'Consultations', duration: '90 minutes', price: '$250' },
  { name: 'Tailored Skincare for Black Skin', category: 'Treatments', duration: '120 minutes', price: '$350' },
  { name: 'Makeup Artistry for Dark Skin', category: 'Treatments', duration: '75 minutes', price: '$200' },
  { name: 'Bespoke Beauty Experience', category: 'Experiences', duration: '4 hours', price: '$650' },
] as const;


const SERVICES_H1 = 'Services for melanin-rich beauty';
const ABOUT_H1 = 'About Noirelle';

/** The JSON-LD blocks the shell wrote for the current page. */
const jsonLdBlocks = (page: Page) =>
  page.locator('script[type="application/ld+json"][data-page-meta]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as Record<string, unknown>));

test.describe('/services', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/services');
    await expectPage(page, SERVICES_H1);
  });

  test('shows the four services with duration, price, features and a Book link each', async ({ page }) => {
    const menu = page.getByRole('region', { name: 'Our services' });
    await expect(menu.getByRole('article')).toHaveCount(4);
    await expect(menu.getByRole('heading', { level: 3 })).toHaveText(services.map((service) => service.name));
    for (const service of services) {
      const card = menu.getByRole('article').filter({ has: page.getByRole('heading', { name: service.name, exact: true }) });
      await expect(card).toContainText(service.duration);
      await expect(card).toContainText(service.price);
      await expect(card.getByRole('listitem')).toHaveCount(5);
      const book = card.getByRole('link', { name: `Book ${service.name}`, exact: true });
      await expect(book).toHaveAttribute('href', '/booking');
      await expect(book).toHaveText(/^Book/);
    }
    await expect(menu.getByRole('link', { name: /^Book / })).toHaveCount(4);
  });

  test('the filter chips show one category at a time, and All Services shows all four', async ({ page }) => {
    // One choice of four: radio buttons, styled as chips.
    const chips = page.getByRole('radiogroup', { name: 'Filter services' });
    const chip = (name: string) => chips.getByRole('radio', { name, exact: true });
    const menu = page.getByRole('region', { name: 'Our services' });
    const names = menu.getByRole('heading', { level: 3 });

    await expect(chips.locator('label')).toHaveText(['All Services', 'Consultations', 'Treatments', 'Experiences']);
    await expect(chip('All Services')).toBeChecked();
    await expect(chips.getByRole('radio', { checked: true })).toHaveCount(1);

    await chip('Treatments').click();
    await expect(chip('Treatments')).toBeChecked();
    await expect(chip('All Services')).not.toBeChecked();
    await expect(menu.getByRole('article')).toHaveCount(2);
    await expect(names).toHaveText(['Tailored Skincare for Black Skin', 'Makeup Artistry for Dark Skin']);
    await expect(menu.getByText('2 services shown')).toBeAttached();

    // The keyboard moves the choice as in any radio group.
    await page.keyboard.press('ArrowLeft');
    await expect(chip('Consultations')).toBeChecked();
    await expect(chip('Treatments')).not.toBeChecked();
    await expect(names).toHaveText(['Luxury Beauty Consultation']);

    await chip('Experiences').click();
    await expect(names).toHaveText(['Bespoke Beauty Experience']);

    await chip('All Services').click();
    await expect(chip('All Services')).toBeChecked();
    await expect(chips.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(menu.getByRole('article')).toHaveCount(4);
  });

  test('a Book link leads to the booking page', async ({ page }) => {
    await page.getByRole('link', { name: 'Book Makeup Artistry for Dark Skin', exact: true }).click();
    await expect(page).toHaveURL('/booking');
    await expectPage(page, 'Book Your Experience');
  });

  test('has a why-choose section and worldwide service in English, French and Spanish', async ({ page }) => {
    const why = page.getByRole('region', { name: 'Why choose Noirelle' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Nine houses, one standard' })).toContainText('worldwide, in English, French and Spanish');
  });

  test('nine location tiles link to their city pages, and View All Locations to /local', async ({ page }) => {
    const locations = page.getByRole('region', { name: 'Nine houses, one standard' });
    await expect(locations.locator('a[href^="/local/"]')).toHaveCount(9);
    for (const [label, href] of cityLinks) {
      await expect(locations.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await locations.getByRole('link', { name: 'Paris, France', exact: true }).click();
    await expect(page).toHaveURL('/local/paris-france');
    await expectPage(page, 'Paris, France');

    await page.goBack();
    await expectPage(page, SERVICES_H1);
    const all = page.getByRole('link', { name: 'View All Locations', exact: true });
    await expect(all).toHaveAttribute('href', '/local');
    await all.click();
    await expect(page).toHaveURL('/local');
    await expectPage(page, 'Our Locations');
  });

  test('closes with a booking call to action, and declares its metadata', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Your appointment awaits' });
    await expect(cta.getByRole('link', { name: 'Reserve Your Appointment' })).toHaveAttribute('href', '/booking');

    await expect(page).toHaveTitle('Services | Noirelle');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://noirelle.beauty/services');
    await expect(page.locator('meta[name="keywords"]')).not.toHaveAttribute('content', '');
    await expect.poll(() => jsonLdBlocks(page)).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://noirelle.beauty/' },
        { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://noirelle.beauty/services' },
      ],
    });
  });
});

test.describe('/about', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
    await expectPage(page, ABOUT_H1);
  });

  test('shows Est. 2015 and the domain story: not a newsletter, not sold individually, no auction', async ({ page }) => {
    await expect(page.locator('[data-hero]').getByText('Est. 2015', { exact: true })).toBeVisible();
    const story = page.getByRole('region', { name: 'A rare opportunity: four beauty domains, one house' });
    await expect(story).toContainText('This is not a newsletter.');
    await expect(story).toContainText('there is no auction');
    await expect(story).toContainText('the bundle is not sold individually');
  });

  test('has four value cards and four divisions linking to /skin, /makeup, /hair and /beauty', async ({ page }) => {
    const valuesSection = page.getByRole('region', { name: 'What we stand for' });
    await expect(valuesSection.getByRole('article')).toHaveCount(4);
    await expect(valuesSection.getByRole('heading', { level: 3 })).toHaveText(['Melanin first', 'Even, never lighter', 'Ingredients with provenance', 'Care without hurry']);

    const house = page.getByRole('region', { name: 'Four divisions, one house' });
    await expect(house.getByRole('heading', { level: 3 })).toHaveText(['Noirelle Skin', 'Noirelle Makeup', 'Noirelle Hair', 'Noirelle Beauty']);
    for (const [name, href] of [
      ['Explore Noirelle Skin', '/skin'],
      ['Explore Noirelle Makeup', '/makeup'],
      ['Explore Noirelle Hair', '/hair'],
      ['Explore Noirelle Beauty', '/beauty'],
    ] as const) {
      await expect(house.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await house.getByRole('link', { name: 'Explore Noirelle Hair', exact: true }).click();
    await expect(page).toHaveURL('/hair');
  });

  test('has three client quotes and the promise list', async ({ page }) => {
    const quotes = page.getByRole('region', { name: 'From our clients' });
    await expect(quotes.getByRole('listitem')).toHaveCount(3);
    await expect(quotes.locator('blockquote')).toHaveCount(3);
    await expect(quotes).toContainText('Nadia Mensah');

    const promise = page.getByRole('region', { name: 'The Noirelle promise' });
    await expect(promise.getByRole('listitem')).toHaveCount(6);
    await expect(promise).toContainText('Worldwide customer service in English, French and Spanish');
  });

  test('shows exactly the first 4 catalogue products, each linking to its page', async ({ page }) => {
    const collection = page.getByRole('region', { name: 'From the collection' });
    const productLinks = collection.locator('a[href^="/product/"]');
    await expect(productLinks).toHaveCount(4);
    await expect(page.locator('main a[href^="/product/"]')).toHaveCount(4);
    await expect(collection.getByRole('link', { name: 'Even Tone Concentrate', exact: true })).toHaveAttribute('href', '/product/even-tone-concentrate');
    // One picture per product; decorative, since the link beside it names the product.
    await expect(collection.locator('img')).toHaveCount(4);
    await expect(collection.locator('img:not([alt=""])')).toHaveCount(0);
    await expect(collection).toContainText('$185');
  });

  test('ends with a call to action to the AI advisor, and declares its metadata', async ({ page }) => {
    const cta = page.getByRole('link', { name: 'Ask Our AI Beauty Advisor', exact: true });
    await expect(cta).toHaveAttribute('href', '/chat');

    await expect(page).toHaveTitle('About | Noirelle');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://noirelle.beauty/about');
    await expect.poll(() => jsonLdBlocks(page)).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://noirelle.beauty/' },
        { '@type': 'ListItem', position: 2, name: 'About', item: 'https://noirelle.beauty/about' },
      ],
    });

    await cta.click();
    await expect(page).toHaveURL('/chat');
    await expectPage(page, 'Acquire noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup');
  });
});

test.describe('/services without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the filter works from the page as it comes', async ({ page }) => {
    await page.goto('/services');
    const menu = page.getByRole('region', { name: 'Our services' });
    await page.getByRole('radiogroup', { name: 'Filter services' }).getByRole('radio', { name: 'Experiences', exact: true }).click();
    await expect(menu.getByRole('heading', { level: 3 })).toHaveText(['Bespoke Beauty Experience']);
  });
});
