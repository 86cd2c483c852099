/**
 * A load (a route module's chunk, a client library) started once, when something first needs it,
 * and shared by everyone who asks. Its value is readable synchronously once loaded, so a part whose
 * code is already here never suspends (no flash), and the build awaits `start()` before it renders
 * a first view in Node.
 *
 * This says how code is loaded, not when: when a part of a page needs its code is the islands'
 * decision (`<Island load>`, shared/src/islands, and the boot script's shell/src/boot/start-app.ts).
 */
import { use } from 'react';

export interface LoadOnce<T> {
  /** Starts the load unless it has started (again after a failure, so a Retry can work), and returns it. */
  start(): Promise<T>;
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

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let loaded = false;
  let value: T | undefined;
  return {
    start() {
      pending ??= load().then(
        (result) => {
          value = result;
          loaded = true;
          markFulfilled(pending!, result);
          return result;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
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
 * otherwise the component starts the load (it is being rendered, so it is needed) and suspends.
 * A failed load throws to the nearest error boundary.
 */
export function useLoaded<T>(task: LoadOnce<T>): T {
  // use() on every render, loaded or not: React replays a render that suspended once the promise
  // settles, and a replay that skips use() is an error it recovers from by rendering the whole root
  // again ("This library called use() to suspend in a previous render but did not call use() when
  // it finished": https://react.dev/warnings/conditional-use-of-use). A loaded task's promise is
  // marked fulfilled, so use() returns its value at once.
  return use(task.start());
}
