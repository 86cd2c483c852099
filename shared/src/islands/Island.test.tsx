import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { firstViewHtml } from '../../tooling/first-view';
import { ISLAND_ID_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, isLive, LIVE_ATTRIBUTE, LIVE_EVENT } from '../page-protocol';
import { Link, MemoryRouter, useSearchParams } from '../router';
import { defineIsland, islandFiles } from './define-island';
import { hydrateIsland } from './hydrate-island';
import { Island } from './Island';
import { pageNavigator } from './IslandFrame';

/** An island with a field labelled through `useId`, state, and a link: what a form island has. */
function Greeting({ greeting }: { greeting: string }) {
  const id = useId();
  const [said, setSaid] = useState(false);
  return (
    <form aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Say {greeting}</h2>
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} name="name" />
      <button type="button" onClick={() => setSaid(true)}>
        Say it
      </button>
      {said && <p role="status">{greeting}!</p>}
      <Link to="/contact">Contact</Link>
    </form>
  );
}
const greeting = defineIsland('advisor/greeting', Greeting);

// Props travel in the HTML as JSON: a prop JSON cannot carry is a type error where the island is defined.
defineIsland('advisor/plain', (_props: { title: string; counts: Record<string, number>; picked: string[] | null; note?: string }) => null);
// @ts-expect-error -- a function prop cannot be written into the page's HTML
defineIsland('advisor/callback', (_props: { onSent: () => void }) => null);
// @ts-expect-error -- nor can a Date, whose methods JSON drops
defineIsland('advisor/dated', (_props: { when: Date }) => null);

/** A page around it, with ids of its own: a heading labelled through `useId` before the island. */
function Page() {
  const id = useId();
  return (
    <main aria-labelledby={id}>
      <h1 id={id}>Welcome</h1>
      <Island load="visible" of={greeting} props={{ greeting: 'Hello' }} />
    </main>
  );
}

/** Hydrates as the page's islands script does, and unmounts once the test is over: the window outlives the test, and a root left in it would follow the next one's address. */
async function hydrated(...args: Parameters<typeof hydrateIsland>) {
  const unmount = await act(async () => hydrateIsland(...args));
  onTestFinished(() => act(() => unmount()));
}

const recoverable = vi.fn();
afterEach(() => {
  document.body.innerHTML = '';
  recoverable.mockReset();
});

function composedPage() {
  const html = firstViewHtml('/contact', <Page />, { idPrefix: 'page-' });
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const island = document.querySelector<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`)!;
  return { root: document.getElementById('root')!, island, input: screen.getByRole('textbox', { name: 'Name' }) };
}

describe('an island component in the first view', () => {
  it('is written with its name, props and id prefix, rendered by itself with ids of its own', () => {
    const { island, input } = composedPage();
    expect(island.getAttribute(ISLAND_NAME_ATTRIBUTE)).toBe('advisor/greeting');
    expect(JSON.parse(island.getAttribute(ISLAND_PROPS_ATTRIBUTE)!)).toEqual({ greeting: 'Hello' });
    const prefix = island.getAttribute(ISLAND_ID_ATTRIBUTE)!;
    expect(prefix).toMatch(/^page-/);
    expect(input.id).toContain(prefix);
    expect(screen.getByRole('form', { name: 'Say Hello' })).toBeTruthy();
    expect(screen.getByRole('main', { name: 'Welcome' })).toBeTruthy();
  });

  it('hydrates alone, adopting its HTML as it is, then says it is live; what was typed stays', async () => {
    const { island, input } = composedPage();
    await userEvent.type(input, 'Amara');
    const lives: EventTarget[] = [];
    document.addEventListener(LIVE_EVENT, (event) => lives.push(event.target!), { once: true });
    expect(isLive(input)).toBe(false);

    await hydrated(island, greeting, { greeting: 'Hello' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(input);
    expect(input).toHaveValue('Amara');
    expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(lives).toEqual([island]);
    expect(isLive(input)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Say it' }));
    expect(screen.getByRole('status')).toHaveTextContent('Hello!');
  });

  it('is part of its page’s tree where the page is rendered in the browser (a remote’s standalone dev host)', async () => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(document.querySelector(`[${ISLAND_NAME_ATTRIBUTE}]`)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Say it' }));
    expect(screen.getByRole('status')).toHaveTextContent('Hello!');
  });
});

/** An island whose state is the page's address: a filter. */
function Shades() {
  const [search, setSearch] = useSearchParams();
  const tone = search.get('tone') ?? 'all';
  return (
    <div>
      <p role="status">Showing {tone}</p>
      <button type="button" onClick={() => setSearch({ tone: 'gold' })}>
        Gold
      </button>
    </div>
  );
}
const shades = defineIsland('catalogue/shades', Shades);

describe('an island whose state is the address', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  function shadesPage(openedAt: string) {
    const html = firstViewHtml('/shades', <Island load="visible" of={shades} props={{}} />);
    window.history.replaceState(null, '', openedAt);
    document.body.innerHTML = html;
    return document.querySelector<HTMLElement>(`[${ISLAND_NAME_ATTRIBUTE}]`)!;
  }

  it('adopts HTML written without the query the page was opened with, then shows what the query asks', async () => {
    const island = shadesPage('/shades?tone=red');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Showing all');
    const warn = vi.spyOn(console, 'warn');
    await hydrated(island, shades, {});
    expect(screen.getByRole('status')).toHaveTextContent('Showing red');
    // What was written was adopted, not rendered afresh.
    expect(screen.getByRole('status')).toBe(status);
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('rendered afresh'), expect.anything());
    warn.mockRestore();
  });

  it('changes the address in place with a history entry, and follows Back', async () => {
    const island = shadesPage('/shades');
    await hydrated(island, shades, {});
    const entries = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Gold' }));
    expect(window.location.pathname + window.location.search).toBe('/shades?tone=gold');
    expect(window.history.length).toBe(entries + 1);
    expect(screen.getByRole('status')).toHaveTextContent('Showing gold');
    await act(async () => {
      const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await back;
    });
    expect(window.location.search).toBe('');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all');
  });

  it('leaves the page as the browser would for a link to another page', () => {
    const assign = vi.fn();
    const pushState = vi.fn();
    const win = { location: { href: 'https://noirelle.test/shades?tone=red', origin: 'https://noirelle.test', pathname: '/shades', assign }, history: { pushState }, dispatchEvent: vi.fn() };
    const navigator = pageNavigator(win as unknown as Window);
    navigator.push('/product/nuit-absolue-cream');
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://noirelle.test/product/nuit-absolue-cream');
    navigator.push('https://elsewhere.test/shades');
    expect(assign).toHaveBeenLastCalledWith('https://elsewhere.test/shades');
    expect(pushState).not.toHaveBeenCalled();
    navigator.push({ pathname: '/shades', search: '?tone=olive' });
    expect(pushState).toHaveBeenCalledExactlyOnceWith(null, '', '/shades?tone=olive');
  });
});

describe('islandFiles', () => {
  it('names each island after its remote and file, and refuses a file whose island says otherwise', async () => {
    const loaders = islandFiles('advisor', {
      './islands/greeting.tsx': async () => ({ default: greeting }),
      './islands/contact-form.tsx': async () => ({ default: greeting }),
    });
    expect(Object.keys(loaders)).toEqual(['advisor/greeting', 'advisor/contact-form']);
    await expect(loaders['advisor/greeting']!()).resolves.toBe(greeting);
    await expect(loaders['advisor/contact-form']!()).rejects.toThrow(/must export defineIsland\('advisor\/contact-form'/);
  });
});
