/**
 * Every third party the site's browser code calls, on loopback, for the end-to-end tests (Playwright
 * starts this: e2e/playwright.config.ts). The e2e build reaches each through the same setting
 * production uses (e2e/setup/build-with-sentinels.ts).
 */
import { geolocationStandInUrl, serveGeolocation } from './geolocation';
import { googleTagStandInUrl, serveGoogleTag } from './google-tag';

serveGeolocation();
serveGoogleTag();
console.log(`stand-ins: geolocation ${geolocationStandInUrl}, Google tag ${googleTagStandInUrl}`);
