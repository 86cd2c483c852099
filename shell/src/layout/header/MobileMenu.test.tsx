import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { intlFor, localLinks, mainLinks, MemoryRouter, navLabel, siteLinks, SOURCE_LOCALE } from 'shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MobileMenu } from './MobileMenu';

// jsdom has neither a modal dialog's methods (https://github.com/jsdom/jsdom/issues/3294) nor invoker
// commands: stand-ins that open and close the dialog as its `open` attribute shows.
beforeEach(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
});
afterEach(() => {
  const prototype: Partial<HTMLDialogElement> = HTMLDialogElement.prototype;
  delete prototype.showModal;
  delete prototype.close;
});

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/chat']}>
      <MobileMenu />
    </MemoryRouter>,
  );
  const opener = screen.getByRole('button', { name: 'Open menu' });
  const dialog = document.getElementById('mobile-menu') as HTMLDialogElement;
  return { opener, dialog };
}

describe('MobileMenu', () => {
  it('is a button that opens a modal dialog named Menu by an invoker command, and a close button inside, in the HTML itself', () => {
    const { opener, dialog } = renderMenu();
    expect(dialog.tagName).toBe('DIALOG');
    expect(opener).toHaveAttribute('commandfor', 'mobile-menu');
    expect(opener).toHaveAttribute('command', 'show-modal');
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => dialog.showModal());
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('commandfor', 'mobile-menu');
    expect(close).toHaveAttribute('command', 'close');
  });

  it('lists the main links, then the Local cities and the Site pages', () => {
    const { dialog } = renderMenu();
    act(() => dialog.showModal());
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
    const links = within(within(menu).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([...mainLinks, ...localLinks, ...siteLinks].map((link) => [navLabel(link, intlFor(SOURCE_LOCALE)), link.to]));
    expect(within(menu).getByRole('region', { name: 'Local' })).toBeInTheDocument();
    expect(within(menu).getByRole('region', { name: 'Site' })).toBeInTheDocument();
  });

  it('opens and closes from its buttons where the browser has no invoker commands, by the boot script’s commands', () => {
    const { opener, dialog } = renderMenu();
    fireEvent.click(opener);
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(dialog).not.toHaveAttribute('open');
  });
});
