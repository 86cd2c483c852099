import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstViewHtml } from '../../build/first-view';
import { ISLAND_ID_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, isLive, LIVE_ATTRIBUTE, LIVE_EVENT } from '../live';
import { Link, MemoryRouter } from '../router';
import { defineIsland, islandFiles } from './define-island';
import { hydrateIsland, isHydrated } from './hydrate-island';
import { Island } from './Island';

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

    await act(async () => hydrateIsland(island, greeting, { greeting: 'Hello' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(input);
    expect(input).toHaveValue('Amara');
    expect(island.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(lives).toEqual([island]);
    expect(isLive(input)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Say it' }));
    expect(screen.getByRole('status')).toHaveTextContent('Hello!');
  });

  it('stays its own root when the whole app adopts the page around it', async () => {
    const { root, island, input } = composedPage();
    await act(async () => {
      startTransition(() => {
        hydrateRoot(
          root,
          <MemoryRouter initialEntries={['/contact']}>
            <Page />
          </MemoryRouter>,
          { identifierPrefix: 'page-', onRecoverableError: recoverable },
        );
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(input);
    expect(isHydrated(island)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Say it' }));
    expect(screen.getByRole('status')).toHaveTextContent('Hello!');
  });

  it('is part of the app’s tree on a page the app renders itself', async () => {
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
