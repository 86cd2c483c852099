import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { later, laterComponent, laterPart, untilInteraction, useLater } from './later';
import { subscribe } from './bus/bus';
import { LATER_ATTRIBUTE, LIVE_ATTRIBUTE } from './live';

// A viewport the part never enters: only an interaction can make it needed (jsdom has no layout).
class IntersectionObserverNeverShowing {
  static watching = 0;
  observe() {
    IntersectionObserverNeverShowing.watching += 1;
  }
  disconnect() {
    IntersectionObserverNeverShowing.watching -= 1;
  }
}
beforeEach(() => {
  IntersectionObserverNeverShowing.watching = 0;
  vi.stubGlobal('IntersectionObserver', IntersectionObserverNeverShowing);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('later', () => {
  it('starts its load once, for everyone who asks, and keeps the value readable at once', async () => {
    const load = vi.fn(async () => 'articles');
    const task = later(load);
    expect(task.loaded).toBe(false);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([task.start(), task.start()]);
    expect([first, second, task.value, task.loaded]).toEqual(['articles', 'articles', 'articles', true]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (a network blip), and `whenLoaded` starts nothing', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('locations');
    const task = later(load);
    let loaded: unknown;
    void task.whenLoaded.then((value) => (loaded = value));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(load).not.toHaveBeenCalled();
    await expect(task.start()).rejects.toThrow('offline');
    await expect(task.start()).resolves.toBe('locations');
    await vi.waitFor(() => expect(loaded).toBe('locations'));
  });
});

it('untilInteraction resolves at the first key press, not before, and never once aborted', async () => {
  let resolved = false;
  let abandoned = false;
  const abort = new AbortController();
  void untilInteraction().then(() => (resolved = true));
  void untilInteraction(abort.signal).then(() => (abandoned = true));
  abort.abort();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(resolved).toBe(false);
  await userEvent.keyboard('{Tab}');
  await vi.waitFor(() => expect(resolved).toBe(true));
  expect(abandoned).toBe(false);
});

describe('useLater and laterComponent', () => {
  it('renders the fallback until the code is loaded, then the part', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(() => gate.then(() => ({ name }: { name: string }) => <p>Hello {name}</p>));
    const greeting = laterComponent(load);
    // In act() with async callbacks: React 19 retries a suspended render only when an async act settles.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <greeting.Component name="Amara" />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => {
      release();
      await greeting.start();
    });
    expect(await screen.findByText('Hello Amara')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders synchronously once started and loaded, which is what the first view needs from renderToString', async () => {
    const nav = laterComponent(async () => () => <nav aria-label="Main">links</nav>);
    expect(renderToString(<Suspense fallback={<i>fallback</i>}><nav.Component /></Suspense>)).toContain('fallback');
    await nav.start();
    expect(renderToString(<Suspense fallback={<i>fallback</i>}><nav.Component /></Suspense>)).toContain('<nav aria-label="Main">links</nav>');
  });

  it('with `start: false`, waits for someone else to start the load', async () => {
    const load = vi.fn(async () => 'Sonner');
    const toaster = later(load);
    function Toaster() {
      return <p>{useLater(toaster, { start: false })}</p>;
    }
    await act(async () => void render(<Suspense fallback={<p>none</p>}><Toaster /></Suspense>));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('none')).toBeInTheDocument();
    await act(async () => void (await toaster.start()));
    expect(await screen.findByText('Sonner')).toBeInTheDocument();
  });
});

describe('laterPart', () => {
  let live: string[] = [];
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    useEffect(() => {
      live.push(label);
    }, [label]);
    return (
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {label} {count}
      </button>
    );
  }
  const LaterCounter = laterPart('counter', Counter);
  function Page() {
    return (
      <main>
        <Counter label="Hero" />
        <LaterCounter label="Below" />
      </main>
    );
  }
  const ready = vi.fn();
  let unsubscribe = () => {};
  beforeEach(() => {
    live = [];
    ready.mockClear();
    unsubscribe = subscribe('part/ready', ready);
  });
  afterEach(() => unsubscribe());

  it('over the composed HTML, hydrates the first view at once but the part only at the first interaction, keeping its HTML meanwhile', async () => {
    const container = document.createElement('div');
    // Rendered as the build renders the first view: in Node, where there is no document.
    const browserDocument = document;
    vi.stubGlobal('document', undefined);
    const html = renderToString(<Page />);
    vi.stubGlobal('document', browserDocument);
    container.innerHTML = html;
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'Below 0' });
    await act(async () => void hydrateRoot(container, <Page />));

    expect(live).toEqual(['Hero']);
    expect(ready).not.toHaveBeenCalled();
    // Still the HTML the page came with, the same node, on screen and readable.
    expect(screen.getByRole('button', { name: 'Below 0' })).toBe(button);
    const part = container.querySelector(`[${LATER_ATTRIBUTE}="counter"]`);
    expect(part).not.toHaveAttribute(LIVE_ATTRIBUTE);

    await userEvent.keyboard('{Tab}');
    await vi.waitFor(() => expect(live).toEqual(['Hero', 'Below']));
    expect(part).toHaveAttribute(LIVE_ATTRIBUTE);
    // Its content is on the page now: a #fragment inside it can be reached (shell's ScrollManager).
    expect(ready).toHaveBeenCalledExactlyOnceWith({ id: 'counter' }, expect.objectContaining({ type: 'part/ready' }));
    expect(screen.getByRole('button', { name: 'Below 0' })).toBe(button);
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Below 1' })).toBeInTheDocument();
  });

  it('rendered afresh (after a navigation), is live at once and watches nothing', async () => {
    await act(async () => void render(<Page />));
    expect(live).toEqual(['Hero', 'Below']);
    expect(IntersectionObserverNeverShowing.watching).toBe(0);
    expect(document.querySelector(`[${LATER_ATTRIBUTE}="counter"]`)).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(ready).toHaveBeenCalledExactlyOnceWith({ id: 'counter' }, expect.objectContaining({ type: 'part/ready' }));
  });
});
