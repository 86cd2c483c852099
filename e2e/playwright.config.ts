import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { apps } from 'shared/federation-apps';
import { geolocationStandInUrl } from './stand-ins/geolocation';
import { e2eSiteEnv } from './setup/build-env';

/** The system Chromium (Debian package `chromium`); this project never downloads a browser. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(`Chromium not found at ${chromiumPath}: install it with 'apt-get install -y chromium' (see .ci/run).`);
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  timeout: 30_000,
  // A test acts as soon as its control is painted, before the app has taken over: the effect may wait
  // for the app's code, which on this busy 2-core machine (two workers) can take several seconds.
  expect: { timeout: 12_000 },
  use: {
    baseURL: `http://localhost:${apps.shell.port}`,
    // The e2e build has a GA4 id, so a first visit shows the consent banner: every test starts as a
    // visitor who declined, except analytics.spec.ts, which starts fresh to test the banner itself.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${apps.shell.port}`, localStorage: [{ name: 'noirelle.analytics-consent.v1', value: 'denied' }] }],
    },
    // A trace is for the engineer who reruns a failure here. CI keeps no files, so there it would be
    // recorded for every test and thrown away, at about a fifth of the suite's Chromium time.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // No background traffic: this machine has no network beyond loopback and the registries.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      // The composed production build, served as `npm start` serves it, in the environment the suite's
      // build was made in: so it serves that build (a plain `npm start` would build the site again).
      command: 'npx tsx tooling/start.ts',
      cwd: '..',
      env: e2eSiteEnv,
      url: `http://localhost:${apps.shell.port}/remotes.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Third parties the site calls from the browser, on loopback (the build points at them).
      command: 'npx tsx e2e/stand-ins/serve.ts',
      cwd: '..',
      url: geolocationStandInUrl,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
