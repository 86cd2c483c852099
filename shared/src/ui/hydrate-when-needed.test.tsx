import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { hydrateWhenNeeded } from './hydrate-when-needed';

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
const LaterCounter = hydrateWhenNeeded(Counter);
function Page() {
  return (
    <main>
      <Counter label="Hero" />
      <LaterCounter label="Below" />
    </main>
  );
}

// A viewport the part never enters: only an interaction can make it live (jsdom has no layout).
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
  live = [];
  IntersectionObserverNeverShowing.watching = 0;
  vi.stubGlobal('IntersectionObserver', IntersectionObserverNeverShowing);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('hydrates the first view at once but the part only at the first interaction, keeping its HTML meanwhile', async () => {
  const container = document.createElement('div');
  // Rendered as the build renders the first view: in Node, where there is no document.
  const browserDocument = document;
  vi.stubGlobal('document', undefined);
  const html = renderToString(<Page />);
  vi.stubGlobal('document', browserDocument);
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => void hydrateRoot(container, <Page />));

  expect(live).toEqual(['Hero']);
  // Still the HTML the page came with, on screen and readable.
  expect(screen.getByRole('button', { name: 'Below 0' })).toBeVisible();
  const part = container.querySelector('[data-hydrate-when-needed]');
  expect(part).not.toHaveAttribute('data-live');

  await userEvent.keyboard('{Tab}');
  await vi.waitFor(() => expect(live).toEqual(['Hero', 'Below']));
  expect(part).toHaveAttribute('data-live');
  await userEvent.click(screen.getByRole('button', { name: 'Below 0' }));
  expect(screen.getByRole('button', { name: 'Below 1' })).toBeInTheDocument();
});

it('is live at once when rendered in the browser rather than hydrated (after a navigation), and watches nothing', () => {
  render(<Page />);
  expect(live).toEqual(['Hero', 'Below']);
  expect(IntersectionObserverNeverShowing.watching).toBe(0);
});
