import { StrictMode, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { PageLanguage } from '../i18n/format';
import { InLanguage } from '../i18n/intl';
import { basenameOf } from '../i18n/locales';
import { LIVE_ATTRIBUTE, LIVE_EVENT } from '../page-protocol';
import { createPath, Router, type Location, type Navigator, type To } from '../router';

/**
 * What an island's root renders around it, alike in Node (its first view) and in the browser (its
 * hydration), so the two trees, and the `useId`s React numbers along them, are the same: a router
 * at the page's address, for the island's links and search parameters.
 */
export function IslandFrame({
  location,
  navigator,
  element,
  language,
  children,
}: {
  location: Location;
  navigator: Navigator;
  element?: Element;
  /** The page's language and messages; the source language's when absent. Its links keep the page's prefix (`/fr`). */
  language?: PageLanguage;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!element) return;
    // The island's code is here and its root has committed: what the visitor did in it before
    // now is replayed (shell/src/boot/event-replay.ts).
    element.setAttribute(LIVE_ATTRIBUTE, '');
    element.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }));
  }, [element]);
  return (
    <StrictMode>
      <InLanguage language={language}>
        <Router location={location} navigator={navigator} basename={language && basenameOf(language.locale)}>
          {children}
        </Router>
      </InLanguage>
    </StrictMode>
  );
}

/**
 * An island's frame in the browser: its router follows the page's address. It hydrates at the
 * address its HTML was written at (`writtenAt`, React's server snapshot), so the HTML is adopted as
 * it is whatever the address holds now (a query string the composed page does not show), then
 * shows the address now. Back and Forward, and every island's own changes, are followed.
 */
export function PageIslandFrame({ win, writtenAt, element, language, children }: { win: Window; writtenAt: string; element: Element; language?: PageLanguage; children: ReactNode }) {
  const address = useSyncExternalStore(
    (changed) => followAddress(win, changed),
    () => addressOf(win.location),
    () => writtenAt,
  );
  const location = useMemo(() => routerLocation(new URL(address, win.location.origin)), [address, win]);
  const navigator = useMemo(() => pageNavigator(win), [win]);
  return (
    <IslandFrame location={location} navigator={navigator} element={element} language={language}>
      {children}
    </IslandFrame>
  );
}

/** A page's address as the router reads it. */
export function routerLocation({ pathname, search, hash }: { pathname: string; search: string; hash: string }): Location {
  return { pathname, search, hash, state: null, key: 'default' };
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));
const addressOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) => `${pathname}${search}${hash}`;

/** Sent on the window when an island changes the page's address in place, for every island on the page to follow. */
const ADDRESS_EVENT = 'island:address';

function followAddress(win: Window, changed: () => void): () => void {
  const following = new AbortController();
  for (const type of ['popstate', ADDRESS_EVENT]) win.addEventListener(type, changed, { signal: following.signal });
  return () => following.abort();
}

/**
 * Where an island's links go. To the page it is on with another query or fragment (a filter, a
 * reset), the address changes in place, with a history entry, as a router's would: the page is the
 * same, and the island shows what the address says. Anywhere else, the next page comes as the
 * browser would bring it (a document navigation): an island holds no routes, and each page is the
 * server's.
 */
export function pageNavigator(win: Window): Navigator {
  const go = (to: To, method: 'pushState' | 'replaceState') => {
    const url = new URL(hrefOf(to), win.location.href);
    if (url.origin !== win.location.origin || url.pathname !== win.location.pathname) {
      if (method === 'pushState') win.location.assign(url.href);
      else win.location.replace(url.href);
      return;
    }
    win.history[method](null, '', addressOf(url));
    win.dispatchEvent(new Event(ADDRESS_EVENT));
  };
  return {
    createHref: hrefOf,
    push: (to) => go(to, 'pushState'),
    replace: (to) => go(to, 'replaceState'),
    go: (delta) => win.history.go(delta),
  };
}

/** In Node: an island's links cannot be followed while its HTML is written. */
export const staticNavigator: Navigator = { createHref: hrefOf, push: () => undefined, replace: () => undefined, go: () => undefined };
