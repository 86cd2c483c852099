import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectPage } from './helpers';

const cardTitles = (page: Page) => page.getByRole('region', { name: 'Stories from the house' }).getByRole('heading', { level: 3 });

test('/press filters by one tag at a time, in the address too', async ({ page }) => {
  await page.goto('/press');
  await expectPage(page, 'Noirelle in the Press');
  await expect(cardTitles(page)).toHaveCount(4);
  const bar = page.getByRole('group', { name: 'Filter articles by tag' });
  // Links, so a choice made before the app has taken over still leads to the filtered list.
  await expect(bar.getByRole('link')).toHaveText(['All', 'Community', 'Digital Assets', 'Domains', 'Inclusivity', 'Industry', 'Investment', 'Locations', 'Luxury', 'Makeup', 'Skin']);
  await expect(bar.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/press?tag=Community');

  await bar.getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/press\?tag=Community$/);
  await expect(cardTitles(page)).toHaveText(['Celebrating Our Global Noirelle Beauty Family', 'Beauty for Every Shade']);
  await bar.getByRole('link', { name: 'Community' }).click();
  await expect(bar.getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  await expect(cardTitles(page)).toHaveCount(2);
  await bar.getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/press$/);
  await expect(cardTitles(page)).toHaveCount(4);

  await page.goto('/press?tag=Astrology');
  await expect(page.getByText('No articles found with the selected tag. Please try another filter.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inquire Now' })).toHaveAttribute('href', '/inquire');
});

test('an article’s trail keeps to one line on a phone, whatever face draws it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const trails = [
    ['/press/four-beauty-domains-one-digital-asset-package', 'Breadcrumb'],
    ['/es/press/celebrating-our-global-noirelle-beauty-family', 'Ruta de navegación'],
    ['/fr/press/four-beauty-domains-one-digital-asset-package', 'Fil d’Ariane'],
  ] as const;
  for (const [path, name] of trails) {
    await page.goto(path);
    // A wider face than either of ours, as a fallback face is before the text face has come: the
    // trail must not take another line then, or everything below it moves when the face arrives.
    await page.addStyleTag({ content: 'nav ol { font-family: monospace !important; letter-spacing: 0.3em !important; }' });
    const crumbs = page.getByRole('navigation', { name }).getByRole('listitem');
    await expect(crumbs).toHaveCount(3);
    const tops = await crumbs.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops), `${path}: crumbs at ${tops.join(', ')}`).toHaveProperty('size', 1);
    // Cut short, not pushed past the screen's edge.
    const right = await crumbs.last().evaluate((item) => item.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(390);
  }
});

test('an article: breadcrumb, tags to the filtered list, sections, figures, call to action, related, back', async ({ page }) => {
  await page.goto('/press');
  await page.getByRole('link', { name: 'The Lip Gloss Economy' }).click();
  await expectPage(page, 'The Lip Gloss Economy');
  // The document title is the article's meta title.
  await expect(page).toHaveTitle('The Lip Gloss Economy: Small Luxuries, Deep Skin | Noirelle');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', '›Press', '›The Lip Gloss Economy']);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(page.getByRole('region', { name: 'By the numbers' }).getByText(/Source:/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key takeaway' })).toBeVisible();
  const callout = page.getByRole('region', { name: 'Featured domains' });
  await expect(callout).toContainText('noirelle.makeup');
  await expect(callout.getByRole('link', { name: 'Inquire Now' })).toHaveAttribute('href', '/inquire');
  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('heading', { level: 3 });
  await expect(related).not.toHaveText([/The Lip Gloss Economy/]);

  const ldTypes = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
  expect(ldTypes).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));

  await page.getByRole('main').getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Makeup' }).click();
  await expect(page).toHaveURL(/\/press\?tag=Makeup$/);
  await expect(page.getByRole('group', { name: 'Filter articles by tag' }).getByRole('link', { name: 'Makeup' })).toHaveAttribute('aria-current', 'page');
  await expect(cardTitles(page)).toHaveText(['The Lip Gloss Economy']);

  await page.goBack();
  await expectPage(page, 'The Lip Gloss Economy');
  await page.getByRole('link', { name: 'Back to Press' }).click();
  await expectPage(page, 'Noirelle in the Press');
});

test('a section link to a city page opens it, and Back returns to the article', async ({ page }) => {
  await page.goto('/press/celebrating-our-global-noirelle-beauty-family');
  await expectPage(page, 'Celebrating Our Global Noirelle Beauty Family');
  const link = page.locator('article a[href="/local/paris-france"]').first();
  await link.click();
  await expectPage(page, 'Paris, France');
  await page.goBack();
  await expectPage(page, 'Celebrating Our Global Noirelle Beauty Family');
});

test('an unknown article goes to /press and leaves no trace in history', async ({ page }) => {
  await page.goto('/local');
  await expectPage(page, 'Our Locations');
  await page.goto('/press/no-such-article');
  await expectPage(page, 'Noirelle in the Press');
  await expect(page).toHaveURL(/\/press$/);
  // The redirect replaced the unknown address: one step back is the page before it.
  await page.goBack();
  await expectPage(page, 'Our Locations');
});

test('/inquire opens the contact page with Domain Purchase as the interest', async ({ page }) => {
  await page.goto('/inquire');
  await expect(page).toHaveURL(/\/contact\?interest=domain-purchase$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404');
});

for (const [path, title, anchor] of [
  ['/privacy', 'Privacy Policy', 'Cookies and similar technologies'],
  ['/terms', 'Terms of Service', 'Governing law'],
] as const) {
  test(`${path}: dated March 24, 2025, with contents that reach each section`, async ({ page }) => {
    await page.goto(path);
    await expectPage(page, title);
    await expect(page.getByText('Last updated March 24, 2025').first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: new RegExp(anchor) }).click();
    const section = page.getByRole('region', { name: new RegExp(anchor) });
    await expect(section).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`${path}#`));
  });
}

test('a link to a legal section from elsewhere lands on it', async ({ page }) => {
  await page.goto('/terms#governing-law');
  await expectPage(page, 'Terms of Service');
  await expect(page.getByRole('region', { name: /Governing law/ })).toBeInViewport();
  await expect(page.getByRole('region', { name: /Governing law/ })).toContainText('England and Wales');
});

test('Back from a contents link returns exactly to where the visitor was on the page', async ({ page }) => {
  await page.goto('/terms');
  await expectPage(page, 'Terms of Service');
  // Every navigation is the browser's: its own history restores the place.
  const link = page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: /Governing law/ });
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await link.click();
  await expect(page.getByRole('region', { name: /Governing law/ })).toBeInViewport();
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
});
