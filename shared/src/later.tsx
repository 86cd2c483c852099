/**
 * The site's one way to put work off. Three pieces, used together:
 *
 * - **`later(load)`**: a load (a chunk of code, a data module, a client library) that starts once,
 *   when something first needs it, and is shared by everyone who asks. Its value is readable
 *   synchronously once loaded, so a part whose code is already here never suspends (no flash), and
 *   the build awaits `start()` before it renders a first view in Node.
 * - **When it is needed**: `whenNeeded(element)` (it shows, or the visitor first moves) and
 *   `untilInteraction()` (the first key, pointer, touch or scroll).
 * - **In React**: `useLater(task)` reads a load inside a <Suspense> boundary (`laterComponent` is
 *   that for a component's code), and `laterPart(name, Component)` is a part of the composed HTML
 *   that stays as it is, on screen, until it is needed, and is then hydrated.
 *
 * A Suspense boundary that suspends while React hydrates keeps the server's HTML on screen until it
 * can render: that is what keeps every deferred part's HTML in place, with no loading state over
 * it. Nothing here reads React's internals: whether a part's HTML is on the page to be kept is read
 * from the page itself (`data-later="<name>"`, not live yet), not from React's hydration state.
 */
import { createElement, memo, Suspense, use, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { LATER_ATTRIBUTE, LIVE_ATTRIBUTE, NEED_EVENT } from './live';
import { LivePart } from './ui/LivePart';

// ---------------------------------------------------------------------------------------------
// A load, started once.

export interface Later<T> {
  /** Starts the load unless it has started (again after a failure, so a Retry can work), and returns it. */
  start(): Promise<T>;
  /** Settles when the load has succeeded, whoever started it; starts nothing itself. */
  readonly whenLoaded: Promise<T>;
  /** Whether the value is here: `value` is then readable without waiting. */
  readonly loaded: boolean;
  readonly value: T | undefined;
}

/**
 * Marks a promise as settled with `value` the way React's `use()` reads a promise (`status` and
 * `value`), so `use()` of a load that is here returns at once instead of suspending for a tick.
 */
function markFulfilled<T>(promise: Promise<T>, result: T) {
  Object.assign(promise, { status: 'fulfilled', value: result });
}

export function later<T>(load: () => Promise<T>): Later<T> {
  let pending: Promise<T> | undefined;
  let loaded = false;
  let value: T | undefined;
  let settleLoaded: (value: T) => void = () => undefined;
  const whenLoaded = new Promise<T>((resolve) => (settleLoaded = resolve));
  return {
    start() {
      pending ??= load().then(
        (result) => {
          value = result;
          loaded = true;
          markFulfilled(pending!, result);
          markFulfilled(whenLoaded, result);
          settleLoaded(result);
          return result;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    whenLoaded,
    get loaded() {
      return loaded;
    },
    get value() {
      return value;
    },
  };
}

/**
 * A load's value in a component rendered inside a <Suspense> boundary: at once when it is here,
 * otherwise the component suspends (and, unless `start` is false, starts the load: the part is
 * being rendered, so it is needed). A failed load throws to the nearest error boundary.
 */
export function useLater<T>(task: Later<T>, { start = true }: { start?: boolean } = {}): T {
  // use() on every render, loaded or not: React replays a render that suspended once the promise
  // settles, and a replay that skips use() is an error it recovers from by rendering the whole root
  // again ("This library called use() to suspend in a previous render but did not call use() when
  // it finished": https://react.dev/warnings/conditional-use-of-use). A loaded task's promise is
  // marked fulfilled, so use() returns its value at once.
  return use(start ? task.start() : task.whenLoaded);
}

/** A component whose code is a load of its own (`import()`): render `.Component` inside a <Suspense>. */
export function laterComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const task = later(load);
  function LaterComponent(props: Props) {
    // A module's export, the same one every render (the load is cached), not a component made here.
    return createElement(useLater(task), props);
  }
  return Object.assign(task, { Component: LaterComponent });
}

// ---------------------------------------------------------------------------------------------
// When it is needed.

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
 * Never, once `signal` aborts.
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

// ---------------------------------------------------------------------------------------------
// Parts of the composed HTML that wait.

/** `now`: the part's work starts at once. `needed`: when it shows, the visitor moves, or uses a control in it. */
export type When = 'now' | 'needed';

/**
 * Whether the page holds this part's HTML, not live yet: the composed first view, being hydrated.
 * Rendered afresh (after a navigation, or a visit the app renders itself), there is no such HTML,
 * and a part must not wait for a scroll to show what it has.
 */
/** Whether the page holds the composed HTML of the part named `name`, not yet made live by the app. */
export function pageHoldsPart(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return document.querySelector(`[${LATER_ATTRIBUTE}="${CSS.escape(name)}"]:not([${LIVE_ATTRIBUTE}])`) !== null;
}

export interface PartNeed {
  /** True when the part's HTML is on the page and waits for `needed`; false when its work starts now. */
  readonly held: boolean;
  /** Settles when the part is needed: at once unless held. */
  readonly needed: Promise<void>;
  readonly isNeeded: () => boolean;
}

/**
 * For a part of the page whose wrapper (`part`) carries `data-later={name}`: when its work may start.
 * A held part starts when it shows, at the visitor's first interaction, or when the boot script
 * says a control inside it was used (NEED_EVENT); any other part starts at once. Made once, on the
 * first render: a boundary that still waits must never receive anything new.
 */
export function usePartNeed(name: string, when: When, part: RefObject<Element | null>): PartNeed {
  const [need] = useState(() => {
    const held = when === 'needed' && pageHoldsPart(name);
    let needed = !held;
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((settle) => (resolve = settle));
    if (needed) resolve();
    return {
      held,
      needed: promise,
      isNeeded: () => needed,
      markNeeded: () => {
        needed = true;
        resolve();
      },
    };
  });
  useEffect(() => {
    const element = part.current;
    if (!element || need.isNeeded()) return;
    const watching = new AbortController();
    void whenNeeded(element, watching.signal).then(need.markNeeded);
    element.addEventListener(NEED_EVENT, need.markNeeded, { signal: watching.signal });
    return () => watching.abort();
  }, [need, part]);
  return need;
}

function WaitUntilNeeded({ need, part, children }: { need: PartNeed; part: RefObject<Element | null>; children: ReactNode }) {
  if (!need.isNeeded()) use(need.needed);
  return (
    <>
      {children}
      <LivePart part={part} />
    </>
  );
}

/**
 * A part of a composed page that the first view does not need live (an article's body below the
 * cover): its HTML is on screen from the start, and React hydrates it when it is needed (see
 * usePartNeed), not in the first seconds, when the main thread is the first view's. A click on it
 * before then is held and replayed (shared/src/live.ts). Rendered afresh, it is live at once.
 *
 * `name` tells its HTML on the page: unique on the page. Memoised, because a part still waiting must
 * not receive new props (React would then drop its HTML and render it anew): give it props that do
 * not change.
 */
export function laterPart<Props extends object>(name: string, Component: ComponentType<Props>) {
  function LaterPart(props: Props) {
    const part = useRef<HTMLDivElement>(null);
    const need = usePartNeed(name, 'needed', part);
    return (
      <div ref={part} {...{ [LATER_ATTRIBUTE]: name }}>
        <Suspense fallback={null}>
          <WaitUntilNeeded need={need} part={part}>
            <Component {...props} />
          </WaitUntilNeeded>
        </Suspense>
      </div>
    );
  }
  LaterPart.displayName = `LaterPart(${Component.displayName ?? Component.name})`;
  return memo(LaterPart);
}
