/**
 * The header's appearance, with nothing of React: the boot script marks the page scrolled
 * (shell/src/boot/scroll-state.ts) and the header's own path decides whether it is solid.
 */

/** Spec: the header turns translucent with blur once the page is scrolled more than 10px. */
export const SCROLL_THRESHOLD_PX = 10;

export const isScrolled = (y: number): boolean => y > SCROLL_THRESHOLD_PX;

/** On <html> while the page is scrolled past the threshold (the boot script keeps it). */
export const SCROLLED_ATTRIBUTE = 'data-scrolled';

/** Spec: solid black on paths under /press/ (an article), but not on /press itself. */
export const isSolidHeader = (pathname: string): boolean => /^\/press\/[^/]+/.test(pathname);
