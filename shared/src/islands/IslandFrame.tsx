import { StrictMode, useEffect, type ReactNode } from 'react';
import { LIVE_ATTRIBUTE, LIVE_EVENT } from '../live';
import { createPath, Router, type Location, type Navigator, type To } from '../router';

/**
 * What an island's root renders around it, alike in Node (its first view) and in the browser (its
 * hydration), so the two trees, and the `useId`s React numbers along them, are the same: a router
 * at the page's address, for the island's links and search parameters.
 */
export function IslandFrame({ location, navigator, element, children }: { location: Location; navigator: Navigator; element?: Element; children: ReactNode }) {
  useEffect(() => {
    if (!element) return;
    // The island's code is here and its root has committed: what the visitor did in it before
    // now is replayed (shell/src/boot/event-replay.ts).
    element.setAttribute(LIVE_ATTRIBUTE, '');
    element.dispatchEvent(new Event(LIVE_EVENT, { bubbles: true }));
  }, [element]);
  return (
    <StrictMode>
      <Router location={location} navigator={navigator}>
        {children}
      </Router>
    </StrictMode>
  );
}

/** A page's address as the router reads it. */
export function routerLocation({ pathname, search, hash }: { pathname: string; search: string; hash: string }): Location {
  return { pathname, search, hash, state: null, key: 'default' };
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * An island's links go to the next page as the browser would (a document navigation): the island
 * holds no routes of its own, and the page that holds it is the server's.
 */
export function documentNavigator(win: Window): Navigator {
  return {
    createHref: hrefOf,
    push: (to) => win.location.assign(hrefOf(to)),
    replace: (to) => win.location.replace(hrefOf(to)),
    go: (delta) => win.history.go(delta),
  };
}

/** In Node: an island's links cannot be followed while its HTML is written. */
export const staticNavigator: Navigator = {
  createHref: hrefOf,
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};
