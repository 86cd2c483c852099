import { apps } from 'shared/federation-apps';
import { expect, test } from './fixtures';
import { expectPage } from './helpers';

// Site search reads what each remote publishes (its search.json) and ranks it with the site's one
// engine (shared/src/search/engine.ts): typos, plain language and synonyms find what a visitor means.

test('/search finds what a visitor means: a typo, plain language, a synonym', async ({ page }) => {
  await page.goto('/search?q=lipstik');
  await expectPage(page, 'Search the house');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('link', { name: /Couture Velvet Lipstick/ })).toBeVisible();

  const field = page.getByRole('searchbox', { name: 'Products, services, cities and articles' });
  await field.fill('overnight cream, skin feels tight');
  await field.press('Enter');
  await expect(results.getByRole('link').first()).toContainText('Nuit Absolue');

  await field.fill('salon hours in Milan');
  await field.press('Enter');
  await expect(page.getByRole('region', { name: /^Locations/ }).getByRole('link').first()).toContainText('Milan');

  // Words the copy does not use, and a typo the engine's fuzziness alone ranked below other pages.
  for (const [query, item] of [
    ['melasma', 'Even Tone Concentrate'],
    ['moisturizer', 'Nuit Absolue Cream'],
    ['makeup remover', 'Baobab Cleansing Oil'],
    ['fondation', 'Second Skin Foundation'],
  ] as const) {
    await field.fill(query);
    await field.press('Enter');
    await expect(results.getByRole('link', { name: new RegExp(item) }), query).toBeVisible();
  }
});

test('/search with nothing found suggests from what was asked, not a fixed list', async ({ page }) => {
  await page.goto('/search?q=srrrum');
  await expect(page.getByRole('status').filter({ hasText: 'No results for “srrrum”.' })).toBeVisible();
  const nearest = page.getByRole('region', { name: /Nearest to your search/ });
  await expect(nearest.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular searches' })).toHaveCount(0);
});

test.describe('with scripts blocked', () => {
  test.use({ javaScriptEnabled: false });

  test('/search?q= shows its results, and a new search is the form’s own', async ({ page }) => {
    await page.goto('/search?q=lipstik');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('link', { name: /Couture Velvet Lipstick/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results? for “lipstik”/ })).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Products, services, cities and articles' });
    await field.fill('overnight cream, skin feels tight');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=overnight\+cream%2C\+skin\+feels\+tight$/);
    await expect(results.getByRole('link').first()).toContainText('Nuit Absolue');
  });
});

test.describe('a remote that never sends its search documents to the browser', () => {
  test.use({ networkFaults: [{ to: `localhost:${apps.press.port}`, method: 'GET', path: '/search.json', fault: 'hang' }] });

  test('/search names it within its time limit as the visitor types, and shows the rest of the site', async ({ page, faultProxy }) => {
    await page.goto('/search?q=milan');
    // The page came with its results; what is typed next is searched in the browser.
    await page.getByRole('searchbox', { name: 'Products, services, cities and articles' }).fill('paris');
    await expect(page.getByText(/We could not search the press just now/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: /^Locations/ }).getByRole('link', { name: /Noirelle Paris/ })).toBeVisible();
    expect(faultProxy!.faulted).toContain(`GET localhost:${apps.press.port}/search.json`);
  });
});

test.describe('in French and Spanish', () => {
  test('/fr/search finds an item by its French words and leads to its French page', async ({ page }) => {
    await page.goto('/fr/search');
    const field = page.getByRole('searchbox');
    await field.fill('crème nourrissante du soir');
    await field.press('Enter');
    const results = page.getByRole('region', { name: 'Résultats' });
    const first = results.getByRole('link').first();
    await expect(first).toContainText('Nuit Absolue');
    // The French document: its price as French writes it.
    await expect(first).toContainText('$US');
    await expect(first).toHaveAttribute('href', /^\/fr\/product\//);
    await first.click();
    await expect(page).toHaveURL(/\/fr\/product\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test.describe('with scripts blocked', () => {
    test.use({ javaScriptEnabled: false });

    test('/es/search?q= is written with Spanish results, each leading to its Spanish page', async ({ page }) => {
      await page.goto(`/es/search?q=${encodeURIComponent('crema nocturna')}`);
      const first = page.getByRole('region', { name: 'Resultados' }).getByRole('link').first();
      await expect(first).toContainText('Nuit Absolue');
      await expect(first).toContainText('US$');
      await expect(first).toHaveAttribute('href', /^\/es\/product\//);
      await expect(page.getByRole('status').filter({ hasText: /resultados? para/ })).toBeVisible();
    });
  });
});
