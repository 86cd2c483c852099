import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { documentTitle, subscribe, useBusEvent, useLocation } from 'shared';
import type { AnalyticsClient, PageView } from './gtag';

/**
 * How long to wait for a page to declare its title. Remotes load lazily, so `page/meta` can come
 * well after the URL changed; past this, the page view goes with whatever title the document has.
 */
export const TITLE_FALLBACK_MS = 1500;

interface Options {
  /** Null while analytics are off (no measurement id): nothing is tracked or sent. */
  client: AnalyticsClient | null;
  granted: boolean;
  titleFallbackMs?: number;
}

/**
 * Sends one page view per route change, once the new page's title is known, and forwards the
 * remotes' `analytics` bus events; all of it only while the visitor's consent is granted.
 */
export function useAnalytics({ client, granted, titleFallbackMs = TITLE_FALLBACK_MS }: Options): void {
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;

  // Each visit to a path is its own navigation (/skin, /hair, /skin is three page views), but a
  // late second `page/meta`, or the fallback after it, is not a second one.
  const navigation = useRef(0);
  const ready = useRef<(PageView & { navigation: number }) | null>(null);
  const sent = useRef(-1);
  // The client once consent is applied to it; null before, and again after a withdrawal.
  const active = useRef<AnalyticsClient | null>(null);

  const send = useCallback(() => {
    const view = ready.current;
    if (!active.current || !view || view.navigation === sent.current) return;
    sent.current = view.navigation;
    active.current.pageView({ path: view.path, title: view.title, location: view.location });
  }, []);

  const enabled = client !== null;
  // A layout effect, so the subscription exists before the new page's own (passive) effects emit
  // its `page/meta` in the same commit.
  useLayoutEffect(() => {
    if (!enabled) return;
    const id = ++navigation.current;
    ready.current = null;
    const resolve = (title: string) => {
      stop();
      ready.current = { navigation: id, path, title, location: `${window.location.origin}${path}` };
      send();
    };
    // The title the shell's head writer will set, whichever of the two subscribers runs first.
    const unsubscribe = subscribe('page/meta', (meta) => resolve(documentTitle(meta.title)));
    const timer = window.setTimeout(() => resolve(document.title), titleFallbackMs);
    function stop() {
      unsubscribe();
      window.clearTimeout(timer);
    }
    return stop;
  }, [enabled, path, titleFallbackMs, send]);

  useEffect(() => {
    if (!client) return;
    client.init();
    if (!granted) {
      client.revoke();
      return;
    }
    client.grant();
    active.current = client;
    // The page the visitor accepted on counts too, as soon as its title is known.
    send();
    return () => {
      active.current = null;
    };
  }, [client, granted, send]);

  useBusEvent('analytics', ({ name, params }) => active.current?.event(name, params));
}
