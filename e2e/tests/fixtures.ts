import { test as base, expect } from '@playwright/test';
import { startFaultProxy, type FaultProxy, type NetworkFault } from '../network/fault-proxy';

export { expect };
export type { NetworkFault };

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
