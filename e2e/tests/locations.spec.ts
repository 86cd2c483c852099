import { expect, test } from './fixtures';
import { expectPage } from './helpers';

test('/local: statistics, the featured story, nine cards rated 5.0, standards and calls to action', async ({ page }) => {
  await page.goto('/local');
  await expectPage(page, 'Our Locations');
  const stats = page.getByRole('region', { name: 'Noirelle in numbers' });
  for (const [value, label] of [['9', 'Locations'], ['6', 'Countries'], ['24/7', 'Support'], ['5-star', 'Standard']] as const) {
    await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Featured story · 8 min read')).toBeVisible();
  await expect(page.getByRole('link', { name: /Read the story/ })).toHaveAttribute('href', '/press/celebrating-our-global-noirelle-beauty-family');
  const cards = page.getByRole('region', { name: 'Nine houses, one standard' }).getByRole('listitem');
  await expect(cards).toHaveCount(9);
  for (const card of await cards.all()) await expect(card).toContainText('5.0');
  await expect(page.getByRole('region', { name: 'What you will find in every house' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/booking');
  await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+13105550142');
});

test('a city page has everything the spec lists, with hours in the city’s own timezone', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-03-02T23:30:00Z')); // Monday 15:30 in Los Angeles
  await page.goto('/local/los-angeles-ca');
  await expectPage(page, 'Los Angeles, CA');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', '›Locations', '›Los Angeles']);
  await expect(page.getByRole('link', { name: 'Call Los Angeles' })).toHaveAttribute('href', 'tel:+13105550142');
  const glance = page.getByRole('region', { name: 'Los Angeles at a glance' });
  await expect(glance).toContainText('Open now');
  await expect(glance).toContainText('4.9');
  await expect(glance).toContainText('America/Los Angeles');
  await expect(page.getByRole('row', { name: /monday/i })).toHaveAttribute('aria-current', 'date');
  await expect(page.getByRole('row')).toHaveCount(7);
  for (const path of ['/skin', '/makeup', '/hair', '/products', '/services', '/booking']) {
    await expect(page.getByRole('region', { name: /./ }).filter({ hasText: 'A word from the house' }).locator(`a[href="${path}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}$/);
  await expect(page.getByRole('link', { name: 'Book in Los Angeles' })).toHaveAttribute('href', '/booking');
  const others = page.getByRole('region', { name: 'Other Noirelle houses' }).getByRole('link');
  await expect(others).toHaveCount(8);
  const salon = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
    nodes.map((node) => JSON.parse(node.textContent ?? '{}')).find((data) => data['@type'] === 'BeautySalon'),
  );
  expect(salon).toMatchObject({
    aggregateRating: { ratingValue: 4.9, reviewCount: 156 },
    priceRange: '$$',
    areaServed: { geoRadius: 50000 },
    paymentAccepted: 'Cash, Credit Card, Debit Card',
    address: { addressLocality: 'Los Angeles' },
  });
});

test('the same moment is closed in Paris (it is past midnight there)', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-03-02T23:30:00Z'));
  await page.goto('/local/paris-france');
  await expectPage(page, 'Paris, France');
  await expect(page.getByRole('region', { name: 'Paris at a glance' })).toContainText('Closed');
  await expect(page.getByRole('row', { name: /tuesday/i })).toHaveAttribute('aria-current', 'date');
});

test('an unknown city redirects to /local', async ({ page }) => {
  await page.goto('/local/atlantis');
  await expect(page).toHaveURL('/local');
  await expectPage(page, 'Our Locations');
});
