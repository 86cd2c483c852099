import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'shared';
import { fragmentTarget } from './fragment';

const STORAGE_KEY = 'noirelle:scroll-positions';
/** Enough history entries to go back through; older ones are dropped so the storage stays small. */
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = Math.round(y);
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage full or refused (private mode): going back then starts at the top, which is harmless.
  }
}

/**
 * Scroll on navigation, as a visitor expects from pages: a new page starts at the top (or at its
 * #fragment), Back and Forward return to where the visitor was on that entry. Replaces
 * react-router's <ScrollRestoration>, which only works with the data router the site does not use.
 *
 * The first render does nothing: the page came from the composed HTML and the browser already put
 * it where it belongs (a reload restores the position, and the visitor may have scrolled before the
 * app started).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    const remember = () => savePosition(location.key, window.scrollY);
    window.addEventListener('pagehide', remember);
    return () => window.removeEventListener('pagehide', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const key = location.key;
    if (first.current) {
      first.current = false;
    } else {
      const saved = navigationType === 'POP' ? readPositions()[key] : undefined;
      const target = fragmentTarget(location.hash);
      if (saved !== undefined) window.scrollTo(0, saved);
      else if (target) target.scrollIntoView({ block: 'start' });
      else window.scrollTo(0, 0);
    }
    // Leaving this entry (the next navigation runs this cleanup first): remember where the visitor was.
    return () => savePosition(key, window.scrollY);
  }, [location.key, location.hash, navigationType]);

  return null;
}
