import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defineIsland, Island, ISLAND_NAME_ATTRIBUTE, LIVE_ATTRIBUTE, WANT_EVENT, WANTED_ATTRIBUTE, type IslandLoaders } from 'shared';
import { firstViewHtml } from 'shared/first-view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIslands, type IslandSource } from './start-islands';

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Count {count}
    </button>
  );
}
const counter = defineIsland('advisor/counter', Counter);

function Page() {
  return (
    <main>
      <h1>Page</h1>
      <Island load="visible" of={counter} props={{ start: 2 }} />
    </main>
  );
}

const source = (build = 'b1'): IslandSource & { islandsOf: ReturnType<typeof vi.fn> } => ({
  islandsOf: vi.fn(async () => ({ islands: { 'advisor/counter': async () => counter } as IslandLoaders, build })),
  giveUp: vi.fn(),
});

let stop = () => undefined as void;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function composed() {
  document.body.innerHTML = `<div id="root">${firstViewHtml('/', <Page />)}</div>`;
  return document.querySelector<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`)!;
}
const ask = (element: Element) => {
  element.setAttribute(WANTED_ATTRIBUTE, '');
  element.dispatchEvent(new Event(WANT_EVENT, { bubbles: true }));
};

describe('startIslands', () => {
  it('hydrates an island asked for before it ran, and one asked for later, each alone from its remote', async () => {
    const island = composed();
    island.setAttribute(WANTED_ATTRIBUTE, '');
    const remote = source();
    const fallBack = vi.fn();
    await act(async () => {
      stop = startIslands(document, remote, { firstViewBuildOf: () => 'b1', fallBack });
    });
    expect(remote.islandsOf).toHaveBeenCalledExactlyOnceWith('advisor/islands');
    expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Count 2' }));
    expect(screen.getByRole('button', { name: 'Count 3' })).toBeTruthy();
    await act(async () => ask(island));
    expect(remote.islandsOf).toHaveBeenCalledOnce();
    expect(fallBack).not.toHaveBeenCalled();
  });

  it('hands the page to the whole app when the remote has been deployed again since the HTML was written', async () => {
    const island = composed();
    const fallBack = vi.fn();
    stop = startIslands(document, source('b2'), { firstViewBuildOf: () => 'b1', fallBack });
    await act(async () => ask(island));
    expect(fallBack).toHaveBeenCalledOnce();
    expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(false);
  });

  it('hands the page to the whole app when the remote cannot be reached', async () => {
    const island = composed();
    const fallBack = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const giveUp = vi.fn();
    stop = startIslands(document, { islandsOf: async () => Promise.reject(new Error('offline')), giveUp }, { firstViewBuildOf: () => undefined, fallBack });
    await act(async () => ask(island));
    expect(fallBack).toHaveBeenCalledOnce();
    // A refused connection is its own answer: the whole app's slot will meet it too.
    expect(giveUp).not.toHaveBeenCalled();
  });

  it('gives a remote that never answers up after the time limit, and hands the page to the whole app', async () => {
    vi.useFakeTimers();
    const island = composed();
    const fallBack = vi.fn();
    const giveUp = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = startIslands(document, { islandsOf: () => new Promise(() => undefined), giveUp }, { firstViewBuildOf: () => undefined, fallBack, timeoutMs: 5_000 });
    ask(island);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fallBack).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(giveUp).toHaveBeenCalledExactlyOnceWith('advisor');
    expect(fallBack).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
