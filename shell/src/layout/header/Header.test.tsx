import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared';
import { expect, it, vi } from 'vitest';
import { Header } from './Header';

const header = (
  <MemoryRouter initialEntries={['/skin']}>
    <Header />
  </MemoryRouter>
);

it('renders whole in the composed HTML, its menus ready to open without the app', () => {
  const html = renderToString(header);
  const page = new DOMParser().parseFromString(html, 'text/html');
  const nav = page.querySelector('nav[aria-label="Main"]')!;
  expect([...nav.querySelectorAll('button[popovertarget]')].map((button) => [button.textContent, button.getAttribute('popovertarget')])).toEqual([
    ['Local', 'nav-local'],
    ['Site', 'nav-site'],
  ]);
  // Auto popovers: the browser keeps at most one open and closes it on a click outside or Escape.
  for (const id of ['nav-local', 'nav-site']) expect(page.getElementById(id)?.getAttribute('popover')).toBe('auto');
  expect(page.querySelectorAll('#nav-local a')).toHaveLength(10);
  expect([...page.querySelectorAll('#nav-site a')].map((link) => link.textContent)).toEqual(['Press', 'About', 'Contact']);

  const opener = page.querySelector('button[aria-label="Open menu"]')!;
  expect(opener.getAttribute('commandfor')).toBe('mobile-menu');
  expect(opener.getAttribute('command')).toBe('show-modal');
  const menu = page.getElementById('mobile-menu')!;
  expect(menu.tagName).toBe('DIALOG');
  expect(menu.getAttribute('aria-label')).toBe('Menu');
  expect(menu.hasAttribute('open')).toBe(false);
  expect(menu.querySelector('[command="close"]')?.getAttribute('commandfor')).toBe('mobile-menu');
});

it('takes over its composed HTML as it is', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(header);
  document.body.append(container);
  // React reports a text or structure mismatch as a recoverable error, an attribute mismatch on the console.
  const mismatch = vi.fn();
  const warning = vi.spyOn(console, 'error');
  const root = await act(async () => hydrateRoot(container, header, { onRecoverableError: mismatch }));
  expect(mismatch).not.toHaveBeenCalled();
  expect(warning).not.toHaveBeenCalled();
  act(() => root.unmount());
  container.remove();
});
