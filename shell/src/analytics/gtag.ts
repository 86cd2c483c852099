/**
 * The Google tag (gtag.js) bootstrap, written against an injected window and document so it can
 * be tested without a browser or a network. Nothing here talks to Google until `grant()`.
 */

export const GTAG_SCRIPT_BASE = 'https://www.googletagmanager.com/gtag/js';

export type AnalyticsParams = Record<string, string | number | boolean>;
type Gtag = (...args: unknown[]) => void;

export interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  /** Google's documented kill switch: `window['ga-disable-G-XXXX'] = true` stops the tag sending. */
  [disable: `ga-disable-${string}`]: boolean | undefined;
}

/** Consent Mode v2: every purpose denied until the visitor chooses. Ads are never granted. */
export const consentDefaults = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

export interface PageView {
  /** Path with query, e.g. `/products?category=skin`. */
  path: string;
  title: string;
  /** The full URL. */
  location: string;
}

export interface AnalyticsClient {
  /** Creates the queue with the denied defaults; no network. Idempotent. */
  init(): void;
  /** Loads the tag (once) and turns analytics storage on. */
  grant(): void;
  /** Stops sending for the rest of the session; the loaded script cannot be unloaded. */
  revoke(): void;
  /** The `page_view` and the `route_change` custom event; dropped unless granted. */
  pageView(view: PageView): void;
  /** A remote's event from the bus; dropped unless granted. */
  event(name: string, params?: AnalyticsParams): void;
}

export const gtagScriptUrl = (measurementId: string, scriptBase = GTAG_SCRIPT_BASE) => `${scriptBase}?id=${encodeURIComponent(measurementId)}`;

/**
 * Creates `dataLayer` and `gtag` and records the denied defaults first, as Consent Mode requires:
 * whatever the tag later reads from the queue starts from "denied". Idempotent, so a remount
 * does not push a second `default` after an `update`.
 */
export function installGtag(win: GtagWindow): Gtag {
  if (win.gtag) return win.gtag;
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js only understands `arguments` objects in the queue, not arrays (Google's snippet does the same).
  const gtag: Gtag = function () {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  gtag('consent', 'default', consentDefaults);
  return gtag;
}

export function createGtagClient(
  measurementId: string,
  win: GtagWindow = window as unknown as GtagWindow,
  doc: Document = document,
  scriptBase = GTAG_SCRIPT_BASE,
): AnalyticsClient {
  const src = gtagScriptUrl(measurementId, scriptBase);
  let gtag: Gtag | undefined;
  let granted = false;
  // Creating a client touches nothing, so a component may create one while rendering.
  const init = () => (gtag ??= installGtag(win));

  return {
    init,
    grant() {
      if (granted) return;
      const gtag = init();
      granted = true;
      win[`ga-disable-${measurementId}`] = false;
      gtag('consent', 'update', { analytics_storage: 'granted' });
      // The script's presence marks this id as configured: a remounted shell must not load or configure twice.
      if (doc.querySelector(`script[src="${src}"]`)) return;
      gtag('js', new Date());
      // Page views are sent by hand once the new page's title is known, never by the tag on load.
      gtag('config', measurementId, { send_page_view: false });
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      doc.head.appendChild(script);
    },
    revoke() {
      if (!granted) return;
      granted = false;
      init()('consent', 'update', { analytics_storage: 'denied' });
      win[`ga-disable-${measurementId}`] = true;
    },
    pageView({ path, title, location }) {
      if (!granted) return;
      const params = { page_path: path, page_title: title, page_location: location };
      init()('event', 'page_view', params);
      init()('event', 'route_change', params);
    },
    event(name, params) {
      if (!granted) return;
      init()('event', name, params ?? {});
    },
  };
}
