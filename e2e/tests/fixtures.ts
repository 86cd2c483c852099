import { test as base, expect, type Page } from '@playwright/test';
import { startFaultProxy, type FaultProxy, type NetworkFault } from '../network/fault-proxy';

export { expect };
export type { NetworkFault };

/**
 * Waits until the app has taken over the page (shell/src/layout/Layout.tsx marks it). Only for tests
 * about the takeover itself: every control works before it (shell/src/boot), so no other test waits.
 */
export async function appReady(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout });
}

/**
 * Has the visitor reach for an island, as one does by pointing at it (the header's Account button,
 * an island on every page), and waits until the app has taken over: a page whose islands are out of
 * sight never starts the app by itself (shell/src/boot/start-app.ts). Only for tests about the
 * takeover itself.
 */
export async function appTakesOver(page: Page, timeout = 15_000): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).hover();
  await appReady(page, timeout);
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
 * Playwright's test with network faults on request. Its `page.goto` returns with the page as a
 * visitor has it (the load event), not when the app has taken over: a test acts as soon as the
 * control it needs is painted, as a visitor does.
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
});
