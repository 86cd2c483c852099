/**
 * Work a part of a page does only once the visitor may need it starts as soon as any of the part
 * shows. Not earlier: parts that start right at the fold (the home page's sections) would
 * otherwise start on every visit, scroll or not.
 */
const VIEWPORT_MARGIN = '0px';
/** Any of these means the visitor is moving through the page: what is below will be wanted soon. */
const INTERACTIONS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Resolves when `element` shows in the viewport or the visitor first interacts (a key, a pointer,
 * a touch, a scroll), whichever is first. Used for what a page below the fold does not need for its
 * first view: a remote section's code (the shell's RemoteSlot), the chat's history (the advisor).
 */
export function whenNeeded(element: Element, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      observer?.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
    };
    const done = () => {
      stop();
      resolve();
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              // Not `isIntersecting` alone: that is also true when the element only touches the viewport's
              // bottom edge, which the home sections do on every first view (the hero is one screen tall).
              if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)) done();
            },
            { rootMargin: VIEWPORT_MARGIN, threshold: [0, 0.01] },
          );
    if (!observer) return done();
    observer.observe(element);
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    signal?.addEventListener('abort', stop);
  });
}
