import { memo, Suspense, use, useId, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { whenNeeded } from './when-needed';

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

/** One promise per part, kept once settled: React's `use` must see the same one on each try. */
const needed = new Map<string, Promise<void>>();

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating();
  // The part's HTML is in the document only while React hydrates it (not while it renders it to a
  // string, in Node or in a test).
  const element = hydrating && typeof document !== 'undefined' ? document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`) : null;
  if (element && !needed.has(id)) needed.set(id, whenNeeded(element));
  // Always through `use`, so the render after the wait calls it as the one that waited did.
  use((element && needed.get(id)) || ready);
  return children;
}

/**
 * A part of a composed page that the first view does not show (an accordion, a chat further down)
 * and whose hydration can wait: its HTML is on screen from the start, and React makes it live when
 * it shows or the visitor first moves (scroll, touch, key), not in the first seconds, when the main
 * thread is the first view's. A click on it before then is replayed by React once it is live.
 *
 * Only the first view waits: rendered in the browser after a navigation, the part is live at once.
 * Memoised, because a part still waiting must not receive new props (React would then drop its HTML
 * and render it anew); give it props that do not change between renders.
 */
export function hydrateWhenNeeded<Props extends object>(Component: ComponentType<Props>) {
  function HydrateWhenNeeded(props: Props) {
    const id = useId();
    return (
      <div {...{ [ATTRIBUTE]: id }}>
        <Suspense fallback={null}>
          <Gate id={id}>
            <Component {...props} />
          </Gate>
        </Suspense>
      </div>
    );
  }
  HydrateWhenNeeded.displayName = `HydrateWhenNeeded(${Component.displayName ?? Component.name})`;
  return memo(HydrateWhenNeeded);
}
