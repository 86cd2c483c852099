import { test as base, expect, type Page, type Response } from '@playwright/test';

export { expect };

/**
 * Waits until the app has taken over the page (shell/src/layout/Layout.tsx marks it). A composed
 * route shows its page from the HTML alone and starts the app once it has loaded and painted, so a test
 * that clicks right after `goto` would otherwise meet plain HTML: links work, menus do not yet.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 15_000 });
}

/** Playwright's test, whose `page.goto` and `page.reload` return once the app is ready. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>): Promise<Response | null> => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>): Promise<Response | null> => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await provide(page);
  },
});
