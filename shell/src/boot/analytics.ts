/**
 * Consent and analytics, from the boot script, so neither needs the app: a first visit's banner
 * shows and answers with the app unloaded, and a visitor who accepted is counted on every page they
 * open, whether or not anything on it ever starts the app.
 *
 * - Google's Consent Mode defaults (everything denied) are queued at once; nothing is sent or
 *   loaded before the visitor accepts (src/analytics/gtag.ts).
 * - No stored choice: the banner, in the page's HTML but hidden, shows a moment after the first
 *   paint. Its buttons are custom invoker commands aimed at it (src/analytics/consent.ts), answered
 *   here: the choice is stored, the banner hides, and on Accept the tag loads and this page is
 *   counted. The footer's "Cookie settings" shows it again with the current choice, and focuses it.
 * - A stored Accept: the tag loads and this page is counted once it has loaded.
 * - An event the page raises (`ANALYTICS_EVENT`: a form the boot script sent, an island's event
 *   handed on by the shell's entry) is sent only while the choice is Accept. Every page is a
 *   document of its own, so a page view is counted as each loads.
 */
import { isCommandEvent } from 'shared/commands';
import { ACCEPT_ANALYTICS, BANNER_DELAY_MS, CONSENT_BANNER_ID, DECLINE_ANALYTICS, readStoredConsent, REVIEW_CONSENT, writeStoredConsent, type AnalyticsSettings, type ConsentChoice } from '../analytics/consent';
import { ANALYTICS_EVENT, CONSENT_ACCEPTED_TEXT_ATTRIBUTE, CONSENT_CURRENT_ATTRIBUTE, CONSENT_DECLINED_TEXT_ATTRIBUTE } from 'shared/page-protocol';
import { createGtagClient, type AnalyticsParams, type GtagWindow, type PageView } from '../analytics/gtag';

/** The page as it is now: its path with the query, title and address. */
const currentPage = (win: Window): PageView => ({
  path: `${win.location.pathname}${win.location.search}`,
  title: win.document.title,
  location: win.location.href,
});

export function installAnalytics(win: Window, { measurementId, tagUrl }: AnalyticsSettings, bannerDelayMs = BANNER_DELAY_MS): () => void {
  const doc = win.document;
  const client = createGtagClient(measurementId, win as unknown as GtagWindow, doc, tagUrl);
  client.init();
  // The choice for this visit: stored, or kept here alone when storage fails.
  let choice: ConsentChoice | null = readStoredConsent();
  const stop = new AbortController();
  const listen = { signal: stop.signal };

  const banner = () => doc.getElementById(CONSENT_BANNER_ID);
  /** What had focus when the visitor asked to review: it gets it back once they have answered. */
  let opener: HTMLElement | null = null;

  const show = (reviewing: boolean) => {
    const element = banner();
    if (!element) return;
    const current = element.querySelector<HTMLElement>(`[${CONSENT_CURRENT_ATTRIBUTE}]`);
    if (current) {
      current.hidden = !(reviewing && choice);
      current.textContent = reviewing && choice ? (current.getAttribute(choice === 'granted' ? CONSENT_ACCEPTED_TEXT_ATTRIBUTE : CONSENT_DECLINED_TEXT_ATTRIBUTE) ?? '') : '';
    }
    element.hidden = false;
    if (reviewing) {
      opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
      element.focus();
    }
  };

  const count = () => client.pageView(currentPage(win));

  const choose = (next: ConsentChoice) => {
    choice = next;
    writeStoredConsent(next);
    const element = banner();
    if (element) element.hidden = true;
    if (opener?.isConnected) opener.focus();
    opener = null;
    if (next === 'granted') {
      client.grant();
      // The page the visitor accepted on counts too.
      count();
    } else {
      client.revoke();
    }
  };

  doc.addEventListener(
    'command',
    (event) => {
      if (!isCommandEvent(event) || !(event.target instanceof Element) || event.target.id !== CONSENT_BANNER_ID) return;
      if (event.command === ACCEPT_ANALYTICS) choose('granted');
      else if (event.command === DECLINE_ANALYTICS) choose('denied');
      else if (event.command === REVIEW_CONSENT) show(true);
    },
    { capture: true, ...listen },
  );
  doc.addEventListener(ANALYTICS_EVENT, (event) => {
    const { name, params } = (event as CustomEvent<{ name: string; params?: AnalyticsParams }>).detail;
    client.event(name, params);
  }, listen);

  if (choice === 'granted') {
    client.grant();
    // Counted with the title the page has once it has loaded.
    if (doc.readyState === 'complete') count();
    else win.addEventListener('load', count, { once: true, ...listen });
  } else if (choice === null) {
    // A moment after the first paint: a frame, then the delay.
    const later = () => win.requestAnimationFrame(() => win.setTimeout(() => !stop.signal.aborted && choice === null && show(false), bannerDelayMs));
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', later, { once: true, ...listen });
    else later();
  }
  return () => stop.abort();
}
