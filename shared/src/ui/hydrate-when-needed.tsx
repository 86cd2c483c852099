import { memo, Suspense, use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode, type RefObject } from 'react';
import { whenNeeded } from './when-needed';

/** On the part's wrapper; `data-live` joins it once React has made the part live. */
const ATTRIBUTE = 'data-hydrate-when-needed';
const subscribeNever = () => () => {};
/**
 * True while React hydrates HTML it did not render (and on the server), false on every later render
 * in the browser: React reads the server snapshot only then.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/** Settled, and marked so the way React marks a promise it has seen settle: `use` returns at once. */
const ready = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

interface Wait {
  promise: Promise<void>;
  resolve: () => void;
}
function createWait(): Wait {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

interface GateProps {
  wait: Wait;
  wrapper: RefObject<HTMLDivElement | null>;
  /** Ends the current watch for visibility or interaction: once the part is live, nothing waits. */
  stopWatching: RefObject<() => void>;
  children: ReactNode;
}

function Gate({ wait, wrapper, stopWatching, children }: GateProps) {
  // Read inside the boundary: the re-render React makes once hydration is over (its snapshot is
  // then false) must not reach the boundary while it still waits, or React would drop its HTML.
  const hydrating = useHydrating();
  // Always through `use`, so the render after the wait calls it as the one that waited did. In Node
  // (the composed HTML) there is no document, and nothing to wait for.
  use(hydrating && typeof document !== 'undefined' ? wait.promise : ready);
  useEffect(() => {
    // A part rendered in the browser (after a navigation) never waited: stop watching for it.
    stopWatching.current();
    wrapper.current?.setAttribute('data-live', '');
  }, [stopWatching, wrapper]);
  return children;
}

/**
 * A part of a composed page that the first view does not show (an accordion, an article's body)
 * and whose hydration can wait: its HTML is on screen from the start, and React makes it live when
 * it shows or the visitor first moves (scroll, touch, key), not in the first seconds, when the main
 * thread is the first view's. A click on it before then is replayed by React once it is live.
 *
 * Only the first view waits: rendered in the browser after a navigation (or in Node, for the
 * composed HTML), the part is live at once. Memoised, because a part still waiting must not receive
 * new props (React would then drop its HTML and render it anew); give it props that do not change.
 * Not for forms: what a visitor types into a part that is not live yet is not React's state.
 */
export function hydrateWhenNeeded<Props extends object>(Component: ComponentType<Props>) {
  function HydrateWhenNeeded(props: Props) {
    // Kept outside the boundary, so it lasts while the boundary waits. The wrapper's element, once
    // React has it, says when the wait is over. Nothing here changes after the first render: an
    // update reaching a boundary that still waits would make React drop its HTML.
    const [wait] = useState(createWait);
    const wrapper = useRef<HTMLDivElement | null>(null);
    const stopWatching = useRef<() => void>(() => undefined);
    const watchWrapper = useCallback(
      (element: HTMLDivElement | null) => {
        wrapper.current = element;
        if (!element) return;
        const watching = new AbortController();
        stopWatching.current = () => watching.abort();
        void whenNeeded(element, watching.signal).then(wait.resolve);
        return () => watching.abort();
      },
      [wait],
    );
    return (
      <div ref={watchWrapper} {...{ [ATTRIBUTE]: '' }}>
        <Suspense fallback={null}>
          <Gate wait={wait} wrapper={wrapper} stopWatching={stopWatching}>
            <Component {...props} />
          </Gate>
        </Suspense>
      </div>
    );
  }
  HydrateWhenNeeded.displayName = `HydrateWhenNeeded(${Component.displayName ?? Component.name})`;
  return memo(HydrateWhenNeeded);
}
