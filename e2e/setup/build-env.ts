import { geolocationStandInUrl } from '../stand-ins/geolocation';
import { googleTagStandInUrl } from '../stand-ins/google-tag';
import { secretSentinels } from './secret-sentinels';

export const E2E_MEASUREMENT_ID = 'G-NOIRELLE1';

/**
 * The settings of the end-to-end suite's site: a test GA4 measurement id, so the consent banner and
 * analytics are under test, and every third party the browser calls at its loopback stand-in
 * (e2e/stand-ins). The suite's `npm start` runs with them too, so it serves the suite's build; a
 * plain `npm start` has other settings and builds the site again (shared/tooling/build-record.ts)
 * rather than serve the test build to a visitor.
 */
export const e2eSiteEnv = {
  VITE_GA_MEASUREMENT_ID: E2E_MEASUREMENT_ID,
  VITE_GEOLOCATION_URL: geolocationStandInUrl,
  VITE_GTAG_URL: googleTagStandInUrl,
};

/** The suite's build environment: its settings, and fake server secrets that no bundle may contain (./secret-sentinels.ts). */
export const e2eBuildEnv = { ...secretSentinels, ...e2eSiteEnv };
