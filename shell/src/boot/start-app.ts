/**
 * When the app's JavaScript starts on a composed page. The page on screen is whole HTML whose
 * controls work without the app (links, forms, `<details>`, popovers, the boot script's commands),
 * so the app starts only when a part of the page needs its code: an island (`data-island`,
 * shared/src/ui/Island.tsx). It starts:
 * - at once when an interaction is held for it (./event-replay.ts), or when the visitor reaches for
 *   an island: a pointer over it, a touch, focus inside it;
 * - when an island marked `visible` comes near the viewport (half a screen ahead of a scroll);
 * - after the page has loaded and painted when the page needs it anyway: a visit the composed HTML
 *   does not show as it is (a query string, a path its remote answers differently, no first view).
 *   Analytics never need it: the consent banner and page views are the boot script's (./analytics.ts).
 * Never before the page has loaded and painted, except for a visitor's own action: the first view
 * does not share the line and the main thread with code it does not need to be seen.
 * A page with no island near the viewport loads no app at all until the visitor acts.
 */
import { ISLAND_ATTRIBUTE } from 'shared/live';
import type { AnalyticsSettings } from '../analytics/consent';
import { linkWholeStylesheets } from '../first-view/stylesheets';

/** The element holding the app's start (JSON), written into the page by shell/build/boot-script.ts. */
export const APP_START_ID = 'app-start';

export interface AppStart {
  /** The app's entry module. */
  entry: string;
  /** Modules the entry imports at once (Vite's modulepreload list), fetched in parallel with it. */
  preloads: string[];
  /** Analytics, where configured (a measurement id was built in): the boot script's banner and page views (./analytics.ts). */
  analytics?: AnalyticsSettings;
}

export function readAppStart(doc: Document): AppStart | null {
  const text = doc.getElementById(APP_START_ID)?.textContent;
  return text ? (JSON.parse(text) as AppStart) : null;
}

/** What the page says about itself once parsed: whether it needs the app whatever the visitor does. */
export interface PageNeeds {
  /** The app must render or correct something the HTML cannot show (see the module's comment). */
  appAtLoad: boolean;
}

/** How long after the load event the app waits for a first contentful paint that may never come. */
export const PAINT_WAIT_MS = 1000;
/** Reaching for an island: a pointer over it (a tap sends one too), a touch, focus moving into it. */
const REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** How far beyond the viewport a `visible` island starts the app: half a screen, either way. */
export const NEAR_MARGIN = '50% 0px';

export interface AppStartOptions {
  /** Read once the document is parsed (shell/src/boot/boot.ts). */
  pageNeeds: (doc: Document) => PageNeeds;
  /** Stops watching (a test's clean-up). */
  signal?: AbortSignal;
}

export function scheduleAppStart(win: Window, { entry, preloads }: AppStart, load: (url: string) => unknown, { pageNeeds, signal }: AppStartOptions): () => void {
  const doc = win.document;
  let started = false;
  const watching = new AbortController();
  let observer: IntersectionObserver | undefined;
  signal?.addEventListener('abort', () => {
    watching.abort();
    observer?.disconnect();
  });
  const start = () => {
    if (started) return;
    started = true;
    watching.abort();
    observer?.disconnect();
    // The first view's stylesheets hold only what its HTML uses; the app may render more.
    linkWholeStylesheets(doc);
    for (const href of preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    load(entry);
  };

  // After the load event *and* the first paint. The paint entry is reported once the frame is on
  // screen; where paint timing is missing, a task queued from a frame callback runs just after it.
  let startingAfterPaint = false;
  const startAfterPaint = () => {
    if (startingAfterPaint) return;
    startingAfterPaint = true;
    const afterPaint = () => {
      const Observer = (win as Window & typeof globalThis).PerformanceObserver;
      if (!Observer?.supportedEntryTypes?.includes('paint')) {
        win.requestAnimationFrame(() => win.setTimeout(start, 0));
        return;
      }
      const paint = new Observer((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        paint.disconnect();
        win.setTimeout(start, 0);
      });
      paint.observe({ type: 'paint', buffered: true });
      // A page with nothing to paint never reports it: the plain page of a remote that is down,
      // which the stylesheet hides from a browser that runs scripts, is the app's to replace.
      win.setTimeout(() => {
        paint.disconnect();
        start();
      }, PAINT_WAIT_MS);
    };
    if (doc.readyState === 'complete') afterPaint();
    else win.addEventListener('load', afterPaint, { once: true });
  };

  const onReach = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.closest(`[${ISLAND_ATTRIBUTE}]`)) start();
  };
  for (const type of REACH) doc.addEventListener(type, onReach, { capture: true, passive: true, signal: watching.signal });

  const watchPage = () => {
    if (started) return;
    if (pageNeeds(doc).appAtLoad) return startAfterPaint();
    const Observer = (win as Window & typeof globalThis).IntersectionObserver;
    const visible = doc.querySelectorAll(`[${ISLAND_ATTRIBUTE}="visible"]`);
    if (!Observer || visible.length === 0) return;
    observer = new Observer((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) startAfterPaint();
    }, { rootMargin: NEAR_MARGIN });
    // An island's wrapper takes no box (display: contents): what it holds is what shows.
    for (const island of visible) for (const child of island.children) observer.observe(child);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', watchPage, { once: true, signal: watching.signal });
  else watchPage();
  return start;
}
