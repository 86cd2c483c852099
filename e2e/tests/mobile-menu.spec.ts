import { expect, test } from './fixtures';
import { expectPage, header } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });

test('the full-screen mobile menu opens from a button, keeps focus from the page behind and closes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const open = header(page).getByRole('button', { name: 'Open menu' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390 });
  expect(box?.height).toBeGreaterThanOrEqual(844);

  // Tab around the whole menu: focus never reaches the page behind it, which the modal dialog makes
  // inert. Past the last link it may leave the page for the browser's own controls, as from any modal dialog.
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('a link in the mobile menu navigates and closes the menu', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog.getByRole('link', { name: 'Toronto, ON' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Contact' })).toBeVisible();
  await dialog.getByRole('link', { name: 'AI Advisor' }).click();
  await expect(page).toHaveURL('/chat');
  await expect(dialog).toBeHidden();
  await expectPage(page, 'Acquire noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup');
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await dialog.getByRole('button', { name: 'Close menu' }).click();
  await expect(dialog).toBeHidden();
});

test('the mobile menu opens and closes from the HTML alone, before any script', async ({ browser }) => {
  const noScript = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await noScript.newPage();
  await page.goto('/');
  const open = header(page).getByRole('button', { name: 'Open menu' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog.getByRole('link', { name: 'Toronto, ON' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close menu' }).click();
  await expect(dialog).toBeHidden();
  await open.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await noScript.close();
});
