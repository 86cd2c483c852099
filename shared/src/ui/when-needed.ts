/**
 * Work a part of a page does only once the visitor may need it starts as soon as any of the part
 * shows. Not earlier: parts that start right at the fold (the home page's sections) would
 * otherwise start on every visit, scroll or not.
 */
const VIEWPORT_MARGIN = '0px';
/** Any of these means the visitor is moving through the page: what is below will be wanted soon. */
const INTERACTIONS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Resolves at the visitor's first interaction (a key, a pointer, a touch, a scroll) after the call;
 * at once outside a browser (the first view rendered in Node). Never, once `signal` aborts.
 */
export function untilInteraction(signal?: AbortSignal): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
    };
    const done = () => {
      stop();
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
    signal?.addEventListener('abort', stop);
  });
}

/**
 * Resolves when `element` shows in the viewport or the visitor first interacts, whichever is first.
 * Used for what a page below the fold does not need for its first view: a remote section's code
 * (the shell's RemoteSlot), the chat's history (the advisor).
 */
export function whenNeeded(element: Element, signal?: AbortSignal): Promise<void> {
  const settled = new AbortController();
  signal?.addEventListener('abort', () => settled.abort());
  return new Promise((resolve) => {
    const done = () => {
      settled.abort();
      resolve();
    };
    void untilInteraction(settled.signal).then(done);
    if (typeof IntersectionObserver === 'undefined') return done();
    const observer = new IntersectionObserver(
      (entries) => {
        // Not `isIntersecting` alone: that is also true when the element only touches the viewport's
        // bottom edge, which the home sections do on every first view (the hero is one screen tall).
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)) done();
      },
      { rootMargin: VIEWPORT_MARGIN, threshold: [0, 0.01] },
    );
    observer.observe(element);
    settled.signal.addEventListener('abort', () => observer.disconnect());
  });
}
