import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { busStore, emit, subscribe, useBusEvent, useLastBusEvent } from './bus';

afterEach(() => busStore.setState({ last: {}, seq: 0 }));

describe('event bus', () => {
  it('delivers an event to subscribers of its type only', () => {
    const onToast = vi.fn();
    const onAnalytics = vi.fn();
    subscribe('toast', onToast);
    subscribe('analytics', onAnalytics);

    emit('toast', { title: 'Hello' });

    expect(onToast).toHaveBeenCalledExactlyOnceWith({ title: 'Hello' }, expect.objectContaining({ type: 'toast', seq: 1 }));
    expect(onAnalytics).not.toHaveBeenCalled();
  });

  it('delivers the same payload emitted twice as two events, in order', () => {
    const seen: number[] = [];
    subscribe('analytics', (_payload, envelope) => seen.push(envelope.seq));
    emit('analytics', { name: 'a' });
    emit('analytics', { name: 'a' });
    expect(seen).toEqual([1, 2]);
  });

  it('stops delivering after unsubscribe', () => {
    const handler = vi.fn();
    const unsubscribe = subscribe('toast', handler);
    unsubscribe();
    emit('toast', { title: 'Nobody listens' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not re-deliver an old event when another type is emitted', () => {
    const onToast = vi.fn();
    emit('toast', { title: 'Earlier' });
    subscribe('toast', onToast);
    emit('analytics', { name: 'page_view' });
    expect(onToast).not.toHaveBeenCalled();
  });

  it('useBusEvent subscribes for the life of the component and calls the latest handler', () => {
    const calls: string[] = [];
    function Listener() {
      const [prefix, setPrefix] = useState('first');
      useBusEvent('toast', ({ title }) => calls.push(`${prefix}:${title}`));
      return <button onClick={() => setPrefix('second')}>change</button>;
    }
    const { unmount } = render(<Listener />);
    act(() => emit('toast', { title: 'a' }));
    act(() => screen.getByRole('button').click());
    act(() => emit('toast', { title: 'b' }));
    unmount();
    act(() => emit('toast', { title: 'c' }));
    expect(calls).toEqual(['first:a', 'second:b']);
  });

  it('a listener hears what a component before it emits from its effect in the same commit', () => {
    // A remote's part replays a click held before the takeover from its effect, and the Add to Cart
    // toast it emits must reach the shell's toaster, which comes after it in the tree (a toast lost
    // in a full test run): subscriptions are made before any effect runs.
    const heard: string[] = [];
    function Emitter() {
      useEffect(() => emit('toast', { title: 'added to cart' }), []);
      return null;
    }
    function Listener() {
      useBusEvent('toast', ({ title }) => heard.push(title));
      return null;
    }
    render(
      <>
        <Emitter />
        <Listener />
      </>,
    );
    expect(heard).toEqual(['added to cart']);
  });

  it('useLastBusEvent re-renders with the latest event', () => {
    function LastTitle() {
      const last = useLastBusEvent('toast');
      return <p>{last ? last.payload.title : 'none'}</p>;
    }
    render(<LastTitle />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => emit('toast', { title: 'Saved' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});
