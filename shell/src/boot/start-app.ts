/**
 * When the app's JavaScript starts on a composed page. The page on screen is complete HTML, so the
 * app (about 160 KB compressed on home) waits until the page has loaded and painted: on a slow line
 * the first view does not share the bandwidth with code it does not need to be seen. It starts at
 * once, though, when the visitor reaches for the page (a press, a tap, a key) or an interaction was
 * held for it (./event-replay.ts), and never more than `latestMs` after the script ran.
 */

/** The element holding the app's start (JSON), written into the page by shell/build/boot-script.ts. */
export const APP_START_ID = 'app-start';

export interface AppStart {
  /** The app's entry module. */
  entry: string;
  /** Modules the entry imports at once (Vite's modulepreload list), fetched in parallel with it. */
  preloads: string[];
}

export function readAppStart(doc: Document): AppStart | null {
  const text = doc.getElementById(APP_START_ID)?.textContent;
  return text ? (JSON.parse(text) as AppStart) : null;
}

/** The first paint can come after the load event: the app must not compete with it. */
export const LATEST_START_MS = 3000;
const INTENT = ['pointerdown', 'touchstart', 'keydown'] as const;

export function scheduleAppStart(win: Window, { entry, preloads }: AppStart, load: (url: string) => unknown, latestMs = LATEST_START_MS): () => void {
  const doc = win.document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) win.removeEventListener(type, start, true);
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
  const afterPaint = () => {
    const Observer = (win as Window & typeof globalThis).PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('paint')) {
      win.requestAnimationFrame(() => win.setTimeout(start, 0));
      return;
    }
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      win.setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  };
  if (doc.readyState === 'complete') afterPaint();
  else win.addEventListener('load', afterPaint, { once: true });
  for (const type of INTENT) win.addEventListener(type, start, { capture: true, passive: true });
  win.setTimeout(start, latestMs);
  return start;
}
