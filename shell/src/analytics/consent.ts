/**
 * What the consent banner, the footer's "Cookie settings" and the boot script agree on, with
 * nothing of React: the banner is markup in every page (./ConsentBanner.tsx), its buttons are
 * custom invoker commands aimed at it, and the boot script answers them (src/boot/analytics.ts),
 * before and after any island has started. The page tells the boot script of the events it
 * raises (`ANALYTICS_EVENT`, shared/page-protocol).
 */
export { CONSENT_STORAGE_KEY, readStoredConsent, writeStoredConsent, type ConsentChoice } from './stored-consent';

/** The banner's id: the commands' `commandfor`. */
export const CONSENT_BANNER_ID = 'consent-banner';

export const ACCEPT_ANALYTICS = '--accept-analytics';
export const DECLINE_ANALYTICS = '--decline-analytics';
/** The footer's "Cookie settings": the banner again, with the current choice, to change it. */
export const REVIEW_CONSENT = '--review-consent';

/**
 * The banner waits a moment after the page's first paint, so it is never the page's largest
 * contentful paint and never competes with the hero for the first frame.
 */
export const BANNER_DELAY_MS = 200;


/** What the boot script needs to know to count visits (written into the page: shell/tooling/boot-script.ts). */
export interface AnalyticsSettings {
  measurementId: string;
  /** Where gtag.js is loaded from (src/analytics/config.ts). */
  tagUrl: string;
}
