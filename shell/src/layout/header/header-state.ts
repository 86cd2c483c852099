/** Spec: the header turns translucent with blur once the page is scrolled more than 10px. */
export const SCROLL_THRESHOLD_PX = 10;

export const isScrolled = (y: number): boolean => y > SCROLL_THRESHOLD_PX;

export type HeaderAppearance = 'transparent' | 'blurred' | 'solid';

/**
 * Spec: solid black on paths under /press/ (an article), but not on /press itself; otherwise
 * transparent over the hero until scrolled past the threshold, then translucent with blur.
 */
export function headerAppearance(pathname: string, scrolled: boolean): HeaderAppearance {
  if (/^\/press\/[^/]+/.test(pathname)) return 'solid';
  return scrolled ? 'blurred' : 'transparent';
}
