import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defineIsland, defineMessages, Island, ISLAND_NAME_ATTRIBUTE, Link, LIVE_ATTRIBUTE, sharedCatalogs, useIntl, WANT_EVENT, WANTED_ATTRIBUTE, type IslandLoaders } from 'shared';
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
  reset: vi.fn(),
});

let stop = () => undefined as void;
afterEach(() => {
  act(() => stop());
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
    await act(async () => {
      stop = startIslands(document, remote, { firstViewBuildOf: () => 'b1' });
    });
    expect(remote.islandsOf).toHaveBeenCalledExactlyOnceWith('advisor/islands');
    expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Count 2' }));
    expect(screen.getByRole('button', { name: 'Count 3' })).toBeTruthy();
    await act(async () => ask(island));
    expect(remote.islandsOf).toHaveBeenCalledOnce();
  });

  it('unmounts the islands it started once stopped: they no longer render as the address changes', async () => {
    let renders = 0;
    const watcher = defineIsland('advisor/counter', function Watcher({ start }: { start: number }) {
      renders += 1;
      return <Counter start={start} />;
    });
    const island = composed();
    island.setAttribute(WANTED_ATTRIBUTE, '');
    const remote = { islandsOf: vi.fn(async () => ({ islands: { 'advisor/counter': async () => watcher } as IslandLoaders, build: 'b1' })), giveUp: vi.fn(), reset: vi.fn() };
    await act(async () => {
      stop = startIslands(document, remote, { firstViewBuildOf: () => 'b1' });
    });
    expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    await act(async () => stop());
    const rendered = renders;
    await act(async () => {
      window.history.pushState(null, '', '/?after=stop');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    window.history.replaceState(null, '', '/');
    expect(renders).toBe(rendered);
    expect(screen.queryByRole('button', { name: /^Count/ })).toBeNull();
  });

  it('renders the island afresh with the new build when its remote has been deployed again since the HTML was written', async () => {
    const island = composed();
    const written = island.querySelector('button');
    stop = startIslands(document, source('b2'), { firstViewBuildOf: () => 'b1' });
    await act(async () => ask(island));
    expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    // Not adopted: the new build's own nodes, with the props the HTML was written with.
    expect(screen.getByRole('button', { name: 'Count 2' })).not.toBe(written);
    await userEvent.click(screen.getByRole('button', { name: 'Count 2' }));
    expect(screen.getByRole('button', { name: 'Count 3' })).toBeTruthy();
  });

  it('keeps what the visitor typed and chose in an island rendered afresh', async () => {
    function Note() {
      return (
        <form aria-label="Note">
          <input name="note" aria-label="Note text" />
          <select name="tone" aria-label="Tone" defaultValue="warm">
            <option value="warm">Warm</option>
            <option value="brief">Brief</option>
          </select>
        </form>
      );
    }
    const note = defineIsland('advisor/note', Note);
    document.body.innerHTML = `<div id="root">${firstViewHtml('/', <Island load="visible" of={note} props={{}} />)}</div>`;
    const island = document.querySelector<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`)!;
    // Before the code: typed and chosen.
    (screen.getByLabelText('Note text') as HTMLInputElement).value = 'A first line';
    (screen.getByLabelText('Tone') as HTMLSelectElement).value = 'brief';
    const written = screen.getByLabelText('Note text');
    const remote = { islandsOf: vi.fn(async () => ({ islands: { 'advisor/note': async () => note } as IslandLoaders, build: 'b2' })), giveUp: vi.fn(), reset: vi.fn() };
    stop = startIslands(document, remote, { firstViewBuildOf: () => 'b1' });
    await act(async () => ask(island));
    expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(screen.getByLabelText('Note text')).not.toBe(written);
    expect(screen.getByLabelText('Note text')).toHaveValue('A first line');
    expect(screen.getByLabelText('Tone')).toHaveValue('brief');
  });

  it('shows the fallback in the island’s place when its remote cannot be reached, and Retry brings the island', async () => {
    const island = composed();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let reachable = false;
    const giveUp = vi.fn();
    const reset = vi.fn(async () => void (reachable = true));
    const islandsOf = vi.fn(async () => {
      if (!reachable) throw new Error('offline');
      return { islands: { 'advisor/counter': async () => counter } as IslandLoaders, build: 'b1' };
    });
    stop = startIslands(document, { islandsOf, giveUp, reset }, { firstViewBuildOf: () => 'b1' });
    await act(async () => ask(island));
    expect(screen.getByRole('heading', { level: 2, name: 'This part of the house is unavailable' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Count/ })).toBeNull();
    // A refused connection is its own answer, not a hang: nothing is given up on.
    expect(giveUp).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reset).toHaveBeenCalledExactlyOnceWith('advisor');
    expect(await screen.findByRole('button', { name: 'Count 2' })).toBeTruthy();
    expect(screen.queryByText('This part of the house is unavailable')).toBeNull();
    expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
  });

  it('shows the fallback where the island’s code throws as it renders, and Retry renders it afresh', async () => {
    const island = composed();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const Flaky = ({ start }: { start: number }) => {
      if (broken) throw new Error('bad data');
      return <Counter start={start} />;
    };
    const flaky = defineIsland('advisor/counter', Flaky);
    const remote = { islandsOf: vi.fn(async () => ({ islands: { 'advisor/counter': async () => flaky } as IslandLoaders, build: 'b1' })), giveUp: vi.fn(), reset: vi.fn(async () => void (broken = false)) };
    stop = startIslands(document, remote, { firstViewBuildOf: () => 'b1' });
    // Outside act, as in a browser: act rethrows what React reports as uncaught.
    ask(island);
    expect(await screen.findByText('This part of the house is unavailable')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Count 2' })).toBeTruthy();
  });

  it('gives a remote that never answers up after the time limit, and shows the fallback', async () => {
    vi.useFakeTimers();
    const island = composed();
    const giveUp = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stop = startIslands(document, { islandsOf: () => new Promise(() => undefined), giveUp, reset: vi.fn() }, { firstViewBuildOf: () => undefined, timeoutMs: 5_000 });
    ask(island);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(screen.queryByText('This part of the house is unavailable')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(giveUp).toHaveBeenCalledExactlyOnceWith('advisor');
    expect(screen.getByText('This part of the house is unavailable')).toBeTruthy();
    vi.useRealTimers();
  });
});

describe('an island on a page in French', () => {
  const greeting = defineMessages({ more: { id: 'advisor.test.more', defaultMessage: 'Show {n} more' }, back: { id: 'advisor.test.back', defaultMessage: 'Back to the collection' } });
  function More({ start }: { start: number }) {
    const intl = useIntl();
    const [count, setCount] = useState(start);
    return (
      <>
        <button type="button" onClick={() => setCount(count + 1)}>
          {intl.formatMessage(greeting.more, { n: count })}
        </button>
        <Link to="/products">{intl.formatMessage(greeting.back)}</Link>
      </>
    );
  }
  const more = defineIsland('advisor/more', More);
  const french = { 'advisor.test.more': 'Voir {n} de plus', 'advisor.test.back': 'Retour à la collection' };

  it('is adopted as the build wrote it in French, and speaks French from then on, its links under /fr', async () => {
    window.history.replaceState(null, '', '/fr/products');
    const language = { locale: 'fr' as const, messages: { ...sharedCatalogs.fr, ...french } };
    document.body.innerHTML = `<div id="root">${firstViewHtml('/products', <Island load="visible" of={more} props={{ start: 2 }} />, { language })}</div>`;
    const island = document.querySelector<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`)!;
    const written = screen.getByRole('button', { name: 'Voir 2 de plus' });
    const rendered = vi.spyOn(console, 'warn');
    const remote = { islandsOf: vi.fn(async () => ({ islands: { 'advisor/more': async () => more } as IslandLoaders, build: 'b1', messages: async () => french })), giveUp: vi.fn(), reset: vi.fn() };
    // Shared's messages as its chunks hold them (loaded so in the browser: e2e/tests/languages.spec.ts).
    stop = startIslands(document, remote, { firstViewBuildOf: () => 'b1', sharedMessages: async (locale) => sharedCatalogs[locale] });
    await act(async () => ask(island));
    // Its messages, and shared's, come before it hydrates.
    await act(() => vi.waitFor(() => expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(true)));
    // Adopted, not rendered afresh: the same node, and no mismatch reported.
    expect(screen.getByRole('button', { name: 'Voir 2 de plus' })).toBe(written);
    expect(rendered).not.toHaveBeenCalledWith(expect.stringContaining('rendered afresh'), expect.anything());
    await userEvent.click(written);
    expect(screen.getByRole('button', { name: 'Voir 3 de plus' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la collection' })).toHaveAttribute('href', '/fr/products');
    window.history.replaceState(null, '', '/');
  });
});
