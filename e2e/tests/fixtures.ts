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
 * Starts the whole app on the page and waits until it has taken over, for tests about the takeover
 * itself. No control of the site's own needs the whole app any more (the islands bring their own
 * code, and the rest is HTML and the boot script), so the test presses one it adds outside the
 * app's root: a press on a button the app does not own yet is held, and asks for the whole app
 * (shell/src/boot/event-replay.ts). A press from script, not the pointer: a pointer's press
 * elsewhere would close an open menu, which is the state some of these tests hand over.
 */
export async function appTakesOver(page: Page, timeout = 15_000): Promise<void> {
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.type = 'button';
    button.hidden = true;
    document.body.append(button);
    button.click();
  });
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
