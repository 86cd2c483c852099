import { useEffect, useLayoutEffect, useRef } from 'react';
import { subscribe, useLocation, useNavigationType } from 'shared';
import { fragmentTarget } from './fragment';
import { readPositions, savePosition } from './scroll-positions';

/** What the visitor does to move through the page themselves: a scroll that follows is theirs. */
const VISITOR_MOVES = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Goes to a #fragment's target as the browser does: scrolls it to the top of the view and moves
 * focus there when it can take focus (an anchored Section), so keyboard users go there too.
 */
function goTo(target: HTMLElement, behavior: ScrollBehavior) {
  target.scrollIntoView({ block: 'start', behavior });
  target.focus({ preventScroll: true });
}

/**
 * Follows a #fragment while parts of the page render later (a remote, a deferred part; each says
 * so with `part/ready`): goes to its target when it appears, and again when a part renders it
 * afresh (a new element: the page under the visitor was replaced, their place in it lost). Stops
 * at the visitor's own first move, and when they go to another page (the function returned):
 * someone who has started reading or scrolling is never moved. `reached` is the target the page
 * is at already, if any.
 */
function followFragment(hash: string, behavior: ScrollBehavior, reached: HTMLElement | null): () => void {
  // Where the page is now (after this navigation's own move to the top): until the target is
  // reached, any other position a scroll event reports is the visitor's, however they scrolled (a
  // scrollbar sends no wheel). Once it is, the page also moves by itself (a smooth scroll, a part
  // that shrinks while it renders afresh), so only the visitor's own moves count.
  const placedAt = window.scrollY;
  const watching = new AbortController();
  const stop = () => watching.abort();
  const unsubscribe = subscribe('part/ready', () => {
    const target = fragmentTarget(hash);
    if (!target || target === reached) return;
    reached = target;
    goTo(target, behavior);
  });
  watching.signal.addEventListener('abort', unsubscribe);
  for (const type of VISITOR_MOVES) window.addEventListener(type, stop, { capture: true, passive: true, signal: watching.signal });
  const onScroll = () => {
    if (!reached && Math.abs(window.scrollY - placedAt) > 1) stop();
  };
  window.addEventListener('scroll', onScroll, { passive: true, signal: watching.signal });
  return stop;
}

/**
 * The one place that scrolls the page, as a visitor expects from pages: a new page starts at the
 * top (or at its #fragment), Back and Forward return to where the visitor was on that entry, and a
 * #fragment whose target comes later, with a remote's part, is reached when it arrives. Replaces
 * react-router's <ScrollRestoration>, which only works with the data router the site does not use.
 *
 * The first render does not move the page: it came from the composed HTML and the browser already
 * put it where it belongs (a reload restores the position, and the visitor may have scrolled before
 * the app started). Only a #fragment the browser could not reach (its target not on the page, in a
 * visit the app renders itself) is still to go to.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  /** The location last handled: none on the first render; the same one when React runs the effect again. */
  const shown = useRef<typeof location | null>(null);

  useEffect(() => {
    const remember = () => savePosition(location.key, window.scrollY);
    window.addEventListener('pagehide', remember);
    return () => window.removeEventListener('pagehide', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = location;
    const samePage = previous !== null && previous.pathname === location.pathname && previous.search === location.search;
    const target = fragmentTarget(location.hash);
    let stopFollowing: (() => void) | undefined;
    if (previous === null || previous === location) {
      if (location.hash && !target) stopFollowing = followFragment(location.hash, 'instant', null);
    } else if (navigationType === 'POP' && samePage) {
      // Only the #fragment changed, by Back or Forward or a plain #link (which the browser reports
      // as a history move): the page on screen is the same, and the browser scrolls it itself. A
      // saved position is not to be trusted here: a plain #link's entry has no history state, so
      // react-router names it "default", as it names the visit's first entry, and both share one.
      if (location.hash) stopFollowing = followFragment(location.hash, 'instant', target);
    } else {
      const saved = navigationType === 'POP' ? readPositions()[location.key] : undefined;
      // On the same page the visitor sees where they go; a new page is simply there.
      const behavior: ScrollBehavior = samePage && !prefersReducedMotion() ? 'smooth' : 'instant';
      if (saved !== undefined) window.scrollTo(0, saved);
      else {
        if (target) goTo(target, behavior);
        else if (!samePage) window.scrollTo(0, 0);
        if (location.hash) stopFollowing = followFragment(location.hash, behavior, target);
      }
    }
    const key = location.key;
    // Leaving this entry (the next navigation runs this cleanup first): remember where the visitor was.
    return () => {
      stopFollowing?.();
      savePosition(key, window.scrollY);
    };
  }, [location, navigationType]);

  return null;
}
