/**
 * Builds every app with fake server secrets in the environment (see lib/secret-sentinels.ts), with a
 * test GA4 measurement id so the consent banner and analytics are under test, and with every third
 * party the browser calls at its loopback stand-in (e2e/stand-ins): the geolocation service and
 * Google's tag. Nothing reaches the internet, and no test intercepts a request.
 */
import { spawnSync } from 'node:child_process';
import { geolocationStandInUrl } from '../e2e/stand-ins/geolocation';
import { googleTagStandInUrl } from '../e2e/stand-ins/google-tag';
import { secretSentinels } from './lib/secret-sentinels';
import { root } from './lib/workspace';

export const E2E_MEASUREMENT_ID = 'G-NOIRELLE1';

const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, ...secretSentinels, VITE_GA_MEASUREMENT_ID: E2E_MEASUREMENT_ID, VITE_GEOLOCATION_URL: geolocationStandInUrl, VITE_GTAG_URL: googleTagStandInUrl } });
process.exit(result.status ?? 1);
