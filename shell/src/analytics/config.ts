import { GTAG_SCRIPT_BASE } from './gtag';

/**
 * The one place that reads the analytics settings from the build's environment. Everything else
 * takes them as parameters, so tests give an id without stubbing `import.meta.env`.
 */
// `?? {}`: the build renders the layout in Node for the composed first view, where there is no import.meta.env.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

/** GA4 measurement id. Empty (the default in .env.example) means analytics are off: no banner, no script, nothing sent. */
export const configuredMeasurementId: string = String(env.VITE_GA_MEASUREMENT_ID ?? '').trim();

/**
 * Where the Google tag (gtag.js) is loaded from: Google's own address by default, or a first-party
 * path where the tag is served through the site's own domain (Google's tag gateway). The end-to-end
 * build points it at a loopback stand-in (e2e/stand-ins).
 */
export const configuredTagUrl: string = String(env.VITE_GTAG_URL ?? '').trim() || GTAG_SCRIPT_BASE;
