/**
 * The header's appearance, with nothing of React: the boot script marks the page scrolled
 * (shell/src/boot/scroll-state.ts) and the header's own path decides whether it is solid.
 */

/** Spec: solid black on paths under /press/ (an article), but not on /press itself. */
export const isSolidHeader = (pathname: string): boolean => /^\/press\/[^/]+/.test(pathname);
