/**
 * Marks <html> `data-scrolled` while the page is scrolled past the header's threshold, from the
 * first byte and whether or not the app has started: the header's translucent, blurred look is
 * the stylesheet's answer to it (shell/src/layout/header/Header.tsx). One listener, before and
 * after the app takes over.
 */
import { SCROLLED_ATTRIBUTE } from 'shared/page-protocol';

/** Spec: the header turns translucent with blur once the page is scrolled more than 10px. */
export const SCROLL_THRESHOLD_PX = 10;

export const isScrolled = (y: number): boolean => y > SCROLL_THRESHOLD_PX;

export function installScrollState(win: Window): () => void {
  const root = win.document.documentElement;
  const update = () => root.toggleAttribute(SCROLLED_ATTRIBUTE, isScrolled(win.scrollY));
  update();
  win.addEventListener('scroll', update, { passive: true });
  // A page restored from the back/forward cache, or reloaded further down, is scrolled already.
  win.addEventListener('pageshow', update);
  return () => {
    win.removeEventListener('scroll', update);
    win.removeEventListener('pageshow', update);
  };
}
