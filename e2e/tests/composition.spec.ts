import { expect, test } from './fixtures';
import { apps } from 'shared/federation-apps';
import { expectPage, toasts } from './helpers';

/** One route (or more) of every remote, with the h1 the remote renders there. */
const remoteRoutes = [
  ['/skin', 'Skin', 'catalogue'],
  ['/products', 'Products & Services', 'catalogue'],
  ['/product/melanin-radiance-facial', 'Melanin Radiance Facial', 'catalogue'],
  ['/services', 'Services for melanin-rich beauty', 'catalogue'],
  ['/about', 'About Noirelle', 'catalogue'],
  ['/local', 'Our Locations', 'locations'],
  ['/local/london-uk', 'London, UK', 'locations'],
  ['/booking', 'Book Your Experience', 'booking'],
  ['/beauty', 'The Noirelle Immersion', 'booking'],
  ['/chat', 'Acquire noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup', 'advisor'],
  ['/contact', 'Speak with Noirelle', 'advisor'],
  ['/press', 'Noirelle in the Press', 'press'],
  ['/press/beauty-for-every-shade', 'Beauty for Every Shade', 'press'],
  ['/privacy', 'Privacy Policy', 'press'],
  ['/terms', 'Terms of Service', 'press'],
] as const;

for (const [path, heading, remote] of remoteRoutes) {
  test(`${path} is rendered by the ${remote} remote inside the shell`, async ({ page }) => {
    await page.goto(path);
    await expectPage(page, heading);
    await expect(page.getByRole('heading', { level: 1 }).locator(`xpath=ancestor::*[@data-remote="${remote}"]`)).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('a page declares its metadata and the shell writes it into the head', async ({ page }) => {
  await page.goto('/local/london-uk');
  await expectPage(page, 'London, UK');
  await expect(page).toHaveTitle('Luxury Beauty in London | Noirelle');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://noirelle.beauty/local/london-uk');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#d4af37');
  // A city shares its own skyline; a page that names no picture shares the 1200x630 brand banner.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /skyline-london-uk/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
  await expectPage(page, 'Terms of Service');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', 'https://noirelle.beauty/brand/sharing-banner.jpg');
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  const banner = await page.request.get('/brand/sharing-banner.jpg');
  expect(banner.ok()).toBe(true);
  expect(banner.headers()['content-type']).toBe('image/jpeg');
});

test('the home page is whole in its HTML, fetches its sections\' code only when needed, and its actions reach them', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && new URL(request.url()).port !== String(apps.shell.port)) remoteRequests.push(request.url());
  });
  // The sections are in the HTML (a crawler, a screen reader moving by headings, an early press of
  // Register Interest all reach them), their stylesheets inside it rather than linked.
  const html = (await (await page.request.get('/')).text()).replaceAll('<!-- -->', '');
  expect(html).not.toMatch(/<link rel="stylesheet" href="http:\/\/localhost:517[4-8]\//);
  for (const text of ['Three houses of care', 'Explore Skin', 'Explore Makeup', 'Explore Hair', 'Acquire the 4 digital assets behind Noirelle']) expect(html).toContain(text);
  expect(html).toMatch(/<input[^>]*type="email"/);
  await page.goto('/');
  await expectPage(page, 'Beauty, formulated for melanin.');
  await expect(page.getByRole('region', { name: 'Three houses of care' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Acquire the 4 digital assets behind Noirelle' })).toHaveCount(1);
  // Below the hero: until the visitor moves, the home page fetches none of their code.
  await page.waitForLoadState('networkidle');
  expect(remoteRequests).toEqual([]);

  await page.getByRole('link', { name: 'Register Interest' }).click();
  await expect(page.getByRole('region', { name: 'Acquire the 4 digital assets behind Noirelle' })).toBeInViewport();
  await page.getByRole('link', { name: 'Explore Collections' }).click();
  await expect(page.getByRole('heading', { name: 'Three houses of care' })).toBeInViewport();
  await page.getByRole('link', { name: 'AI Beauty Advisor' }).click();
  await expect(page).toHaveURL('/chat');
});

test('exactly one copy of React DOM reaches the browser, whichever remote’s island a page starts', async ({ page }) => {
  const reactDomResponses = new Set<string>();
  // Scripts whose body is still being read: the response event comes before its body.
  let reading = 0;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading += 1;
    const body = await response.text().catch(() => '');
    reading -= 1;
    // A marker only React DOM's client carries: the key it stores the root under.
    if (body.includes('__reactContainer$')) reactDomResponses.add(new URL(response.url()).pathname);
  });
  // One page per remote with islands, and the shell's own: each island shares the shell's copy.
  for (const path of ['/', '/products', '/booking', '/chat', '/press', '/search']) {
    reactDomResponses.clear();
    await page.goto(path);
    // Reaching for the island starts its code.
    await page.locator('[data-island-name] > *').first().hover();
    await expect(page.locator('[data-island-name][data-live]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    // A copy is counted once its body is read, which may end after the island is live.
    await expect.poll(() => reading, { message: path }).toBe(0);
    expect([...reactDomResponses], path).toHaveLength(1);
  }
});

test('a toast a remote’s page declares is shown with no code, and closes by itself', async ({ page }) => {
  await page.goto('/skin');
  await page.getByRole('button', { name: 'Book This Experience' }).click();
  const toast = toasts(page).filter({ hasText: 'Booking request sent' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Our concierge will contact you to schedule your appointment.');
  // Spec: notifications close after about 4 to 5 seconds.
  await expect(toast).toBeHidden({ timeout: 8_000 });
});
