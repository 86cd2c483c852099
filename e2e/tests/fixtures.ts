import { test as base, expect, type Page, type Response } from '@playwright/test';
import { startFaultProxy, type FaultProxy, type NetworkFault } from '../network/fault-proxy';

export { expect };
export type { NetworkFault };

/**
 * Waits until the app has taken over the page (shell/src/layout/Layout.tsx marks it). A composed
 * route shows its page from the HTML alone and starts the app once it has loaded and painted, so a test
 * that clicks right after `goto` would otherwise meet plain HTML: links work, menus do not yet.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 15_000 });
}

interface NetworkFixtures {
  /**
   * Faults the test's browser meets on the network (`test.use({ networkFaults: [...] })`): its context
   * goes through a loopback proxy that refuses or holds the named requests and forwards the rest
   * unchanged. Never `page.route` for the site's own backend: Playwright answers CORS preflights
   * itself while a route is registered.
   */
  networkFaults: NetworkFault[];
  /** The running fault proxy (null without faults): `faulted` lists what it refused or held. */
  faultProxy: FaultProxy | null;
}

/**
 * Playwright's test, whose `page.goto` and `page.reload` return once the app is ready, with network
 * faults on request.
 */
export const test = base.extend<NetworkFixtures>({
  networkFaults: [[], { option: true }],
  faultProxy: async ({ networkFaults }, provide) => {
    if (networkFaults.length === 0) return provide(null);
    const proxy = await startFaultProxy(networkFaults);
    await provide(proxy);
    await proxy.stop();
  },
  proxy: async ({ faultProxy, contextOptions }, provide) => provide(faultProxy ? { server: faultProxy.server } : contextOptions.proxy),
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
