import { useLayoutEffect, useState } from 'react';
import { documentTitle, subscribe, useLocation } from 'shared';
import { ANALYTICS_EVENT, PAGE_VIEW_EVENT } from './consent';
import type { PageView } from './gtag';

/**
 * How long to wait for a page to declare its title. Remotes load lazily, so `page/meta` can come
 * well after the URL changed; past this, the page view goes with whatever title the document has.
 */
export const TITLE_FALLBACK_MS = 1500;

/**
 * The remotes' `analytics` events from the bus, passed on to the boot script, which owns consent
 * and the tag (src/boot/analytics.ts): from the start of the page's code, whether an island alone
 * runs or the whole app. Whether anything is sent is the boot script's to decide.
 */
export function forwardAnalyticsEvents(doc: Document): () => void {
  return subscribe('analytics', ({ name, params }) => doc.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { name, params } })));
}

/**
 * What the app tells the boot script of its client-side navigations: a page view for each, once
 * the new page's title is known. The page the app started on is not one of them: the boot script
 * counted it with the document.
 */
export function useAnalyticsBridge(titleFallbackMs = TITLE_FALLBACK_MS): void {
  const location = useLocation();
  // The document's own page, the same object until the first navigation (Back to it is a new one).
  const [started] = useState(location);

  // A layout effect, so the subscription exists before the new page's own (passive) effects emit
  // its `page/meta` in the same commit.
  useLayoutEffect(() => {
    if (location === started) return;
    const path = `${location.pathname}${location.search}`;
    let sent = false;
    const send = (title: string) => {
      if (sent) return;
      sent = true;
      stop();
      const view: PageView = { path, title, location: `${window.location.origin}${path}` };
      document.dispatchEvent(new CustomEvent(PAGE_VIEW_EVENT, { detail: view }));
    };
    // The title the shell's head writer will set, whichever of the two subscribers runs first.
    const unsubscribe = subscribe('page/meta', (meta) => send(documentTitle(meta.title)));
    const timer = window.setTimeout(() => send(document.title), titleFallbackMs);
    function stop() {
      unsubscribe();
      window.clearTimeout(timer);
    }
    return stop;
  }, [location, started, titleFallbackMs]);
}

/** Mounted once by the layout where analytics are configured. */
export function AnalyticsBridge({ titleFallbackMs }: { titleFallbackMs?: number }) {
  useAnalyticsBridge(titleFallbackMs);
  return null;
}
