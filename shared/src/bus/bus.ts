import { useLayoutEffect, useRef } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { BusEnvelope, BusEventName, BusEvents } from './events';

interface BusState {
  /** The latest envelope of each event type; listeners are told about every change. */
  last: { [K in BusEventName]?: BusEnvelope<K> };
  seq: number;
}

/**
 * One zustand store is the bus. `shared` is a Module Federation singleton, so the shell and every
 * remote hold this same store. zustand notifies subscribers synchronously on each set, so two
 * emits in a row are two deliveries; nothing is batched away.
 */
export const busStore = createStore<BusState>(() => ({ last: {}, seq: 0 }));

export function emit<K extends BusEventName>(type: K, payload: BusEvents[K]): void {
  busStore.setState((state) => {
    const seq = state.seq + 1;
    const envelope: BusEnvelope<K> = { type, payload, seq, at: Date.now() };
    return { seq, last: { ...state.last, [type]: envelope } };
  });
}

/** Calls `handler` for every future event of `type`. Returns the unsubscribe function. */
export function subscribe<K extends BusEventName>(
  type: K,
  handler: (payload: BusEvents[K], envelope: BusEnvelope<K>) => void,
): () => void {
  return busStore.subscribe((state, previous) => {
    const envelope = state.last[type];
    if (envelope && envelope !== previous.last[type]) {
      handler(envelope.payload as BusEvents[K], envelope as BusEnvelope<K>);
    }
  });
}

/**
 * Subscribes a component for its lifetime. The latest handler is always the one called, so
 * callers may pass an inline function without re-subscribing on every render.
 *
 * Subscribed in the layout phase, which ends before any component's effects run: an effect that
 * emits (a remote's part replaying a click held before the takeover) is heard by a listener later
 * in the same commit. With a passive effect, the shell's toaster, after the page in the tree,
 * subscribed too late and the Add to Cart toast was lost.
 */
export function useBusEvent<K extends BusEventName>(
  type: K,
  handler: (payload: BusEvents[K], envelope: BusEnvelope<K>) => void,
): void {
  const handlerRef = useRef(handler);
  useLayoutEffect(() => {
    handlerRef.current = handler;
  });
  useLayoutEffect(() => subscribe(type, (payload, envelope) => handlerRef.current(payload, envelope)), [type]);
}

/** The most recent event of `type` (or undefined), re-rendering when a new one arrives. */
export function useLastBusEvent<K extends BusEventName>(type: K): BusEnvelope<K> | undefined {
  return useStore(busStore, (state) => state.last[type] as BusEnvelope<K> | undefined);
}
