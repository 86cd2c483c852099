/**
 * When a composed page's code starts, and which. The page on screen is whole HTML whose controls
 * work without code (links, forms, `<details>`, popovers, the boot script's commands), so code
 * comes only when a part of the page needs it: an island (`data-island-name`, shared/src/islands),
 * asked for alone and hydrated as its own root (src/main.tsx answers), at the moments
 * docs/islands.md's table gives: at once for a held interaction (./event-replay.ts) or a visitor
 * reaching for it, else never before the page has loaded and painted, so the first view does not
 * share the line and the main thread with code it does not need to be seen.
 */
import { ISLAND_AT_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_FILES_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_QUERY_ATTRIBUTE, WANT_EVENT, WANTED_ATTRIBUTE } from 'shared/page-protocol';
import type { AnalyticsSettings } from '../analytics/consent';
import { publishedPath } from '../first-view/markers';
import { linkWholeStylesheets } from '../first-view/stylesheets';

/** The element holding the app's start (JSON), written into the page by shell/tooling/boot-script.ts. */
export const APP_START_ID = 'app-start';

export interface AppStart {
  /** The app's entry module. */
  entry: string;
  /**
   * Modules the entry imports at once: Vite's modulepreload list, and those Module Federation's
   * runtime imports to share React, React DOM, zustand and `shared` (shell/tooling/boot-script.ts),
   * fetched in parallel with it.
   */
  preloads: string[];
  /** Analytics, where configured (a measurement id was built in): the boot script's banner and page views (./analytics.ts). */
  analytics?: AnalyticsSettings;
}

export function readAppStart(doc: Document): AppStart | null {
  const text = doc.getElementById(APP_START_ID)?.textContent;
  return text ? (JSON.parse(text) as AppStart) : null;
}

/** How long after the load event the app waits for a first contentful paint that may never come. */
export const PAINT_WAIT_MS = 1000;
/** Reaching for an island: a pointer over it (a tap sends one too), a touch, focus moving into it. */
const REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/**
 * How long after code that did not come (a dropped connection, a server's 5xx) it is asked for
 * again: browsers fetch a failed module again rather than keep its failure (whatwg/html#10327).
 * After the last, the next reach for an island asks again.
 */
export const LOAD_RETRY_MS = [1000, 4000] as const;
/** How far beyond the viewport a `visible` island is asked for: half a screen, either way. */
export const NEAR_MARGIN = '50% 0px';

export interface AppStartOptions {
  /** Stops watching (a test's clean-up). */
  signal?: AbortSignal;
}

/**
 * Watches the page and asks for its code as the module's comment says. Returns `want(element)`: ask
 * now for the island `element` is in, if any.
 */
export function scheduleAppStart(win: Window, { entry, preloads }: AppStart, load: (url: string) => Promise<unknown>, { signal }: AppStartOptions = {}): (element: Element | null) => void {
  const doc = win.document;
  const watching = new AbortController();
  let observer: IntersectionObserver | undefined;
  const stopWatching = () => {
    watching.abort();
    observer?.disconnect();
  };
  signal?.addEventListener('abort', stopWatching);

  /**
   * After the next frame: a press that asks for code is acknowledged first (its pending state
   * painted), and only then are some forty requests made, which held that frame back (acknowledged
   * 184 ms after a tap, against 101 ms before they were asked for).
   */
  const afterFrame = (task: () => void) => win.requestAnimationFrame(() => win.setTimeout(task, 0));
  const preloaded = new Set<string>();
  /** Every file asked for at once, side by side: found only as each module ran, they came one round trip after another. */
  const preload = (files: readonly string[]) => {
    for (const href of files) {
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  };
  let loaded = false;
  /** Asks for the entry, and again as LOAD_RETRY_MS says while it does not come. */
  const loadEntry = (attempt: number) => {
    load(entry).catch((error: unknown) => {
      if (watching.signal.aborted) return;
      const delay = LOAD_RETRY_MS[attempt];
      if (delay !== undefined) {
        win.setTimeout(() => loadEntry(attempt + 1), delay);
        return;
      }
      loaded = false;
      console.error('The page’s code did not come; the next reach for a part of it asks again.', error);
    });
  };
  const loadCode = () => {
    if (loaded) return;
    loaded = true;
    afterFrame(() => {
      // The first view's stylesheets hold only what its HTML uses; an island may render more.
      linkWholeStylesheets(doc);
      preload(preloads);
      loadEntry(0);
    });
  };
  /** Marks the island asked for, tells the code if it runs, and loads it if not. */
  const want = (element: Element | null) => {
    const island = element?.closest(`[${ISLAND_NAME_ATTRIBUTE}]`);
    if (!island) return;
    // Asked for already: its code is on its way, or did not come and is asked for again.
    if (island.hasAttribute(WANTED_ATTRIBUTE)) return loadCode();
    island.setAttribute(WANTED_ATTRIBUTE, '');
    island.dispatchEvent(new Event(WANT_EVENT, { bubbles: true }));
    // The island's own files (its remote's build names them on it) with the entry's.
    const files = island.getAttribute(ISLAND_FILES_ATTRIBUTE)?.split(/\s+/).filter(Boolean) ?? [];
    afterFrame(() => preload(files));
    loadCode();
  };

  // After the load event *and* the first paint. The paint entry is reported once the frame is on
  // screen; where paint timing is missing, a task queued from a frame callback runs just after it.
  const waitingForPaint: (() => void)[] = [];
  let painted = false;
  const done = () => {
    painted = true;
    for (const waiting of waitingForPaint.splice(0)) waiting();
  };
  const afterPaint = (task: () => void) => {
    if (painted) return task();
    if (waitingForPaint.push(task) > 1) return;
    const onLoad = () => {
      const Observer = (win as Window & typeof globalThis).PerformanceObserver;
      if (!Observer?.supportedEntryTypes?.includes('paint')) {
        win.requestAnimationFrame(() => win.setTimeout(done, 0));
        return;
      }
      const paint = new Observer((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        paint.disconnect();
        win.setTimeout(done, 0);
      });
      paint.observe({ type: 'paint', buffered: true });
      // A page with nothing to paint (or a browser that does not say) never reports it: its
      // islands must not wait for ever.
      win.setTimeout(() => {
        paint.disconnect();
        done();
      }, PAINT_WAIT_MS);
    };
    if (doc.readyState === 'complete') onLoad();
    else win.addEventListener('load', onLoad, { once: true });
  };

  const onReach = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(`[${ISLAND_ATTRIBUTE}]`)) return;
    // A field the page focuses itself as it opens (`autofocus`, /search) is no visitor reaching for
    // it: its island waits for the paint like the rest.
    if (event.type === 'focusin' && !painted) afterPaint(() => want(target));
    else want(target);
  };
  for (const type of REACH) doc.addEventListener(type, onReach, { capture: true, passive: true, signal: watching.signal });

  const watchPage = () => {
    const Observer = (win as Window & typeof globalThis).IntersectionObserver;
    // An island whose HTML shows another query than the visit's (a filter opened at
    // /press?tag=Makeup) is wrong until its code runs: it is needed once the page has painted.
    const { pathname, search } = win.location;
    const visit = `${publishedPath(pathname)}${search.length > 1 ? search : ''}`;
    const showingAnotherQuery = [...doc.querySelectorAll(`[${ISLAND_QUERY_ATTRIBUTE}]`)].filter((island) => island.getAttribute(ISLAND_AT_ATTRIBUTE) !== visit);
    if (showingAnotherQuery.length > 0) afterPaint(() => showingAnotherQuery.forEach((island) => want(island)));
    const visible = doc.querySelectorAll(`[${ISLAND_ATTRIBUTE}="visible"]`);
    if (!Observer || visible.length === 0) return;
    observer = new Observer((entries) => {
      for (const entry of entries) if (entry.isIntersecting) afterPaint(() => want(entry.target));
    }, { rootMargin: NEAR_MARGIN });
    // An island's wrapper takes no box (display: contents): what it holds is what shows.
    for (const island of visible) for (const child of island.children) observer.observe(child);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', watchPage, { once: true, signal: watching.signal });
  else watchPage();
  return want;
}
