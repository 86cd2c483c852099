import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { intlFor, localLinks, MemoryRouter, navLabel, SOURCE_LOCALE } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDropdowns } from '../../boot/dropdowns';
import { DROPDOWN_ATTRIBUTE } from 'shared/page-protocol';
import { NavDropdown } from './NavDropdown';

/**
 * jsdom has no popover API (https://github.com/jsdom/jsdom/issues/3721): a stand-in that keeps the
 * open state, answers `:popover-open` and fires `toggle` as browsers do. Opening a panel here is
 * what the browser does when the button is pressed.
 */
const open = new Set<Element>();
function setOpen(element: HTMLElement, shown: boolean) {
  if (open.has(element) === shown) return;
  if (shown) open.add(element);
  else open.delete(element);
  element.dispatchEvent(Object.assign(new Event('toggle'), { oldState: shown ? 'closed' : 'open', newState: shown ? 'open' : 'closed' }));
}
beforeEach(() => {
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      setOpen(this, true);
    },
    hidePopover(this: HTMLElement) {
      setOpen(this, false);
    },
  });
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':popover-open' ? open.has(this) : matches.call(this, selector);
  });
});
afterEach(() => {
  open.clear();
  const prototype: Partial<HTMLElement> = HTMLElement.prototype;
  delete prototype.showPopover;
  delete prototype.hidePopover;
});

function renderDropdown() {
  render(
    <MemoryRouter initialEntries={['/local']}>
      <NavDropdown id="nav-local" label="Local" links={localLinks} />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Local' });
  const panel = document.getElementById('nav-local')!;
  const link = (name: string) => screen.getByRole('link', { name, hidden: true });
  const show = () => act(() => panel.showPopover());
  return { button, panel, link, show };
}

describe('NavDropdown', () => {
  it('is a button that opens an auto popover of links, in the HTML itself (disclosure navigation, not a menu)', () => {
    const { button, panel } = renderDropdown();
    // The boot script's keys find it by this mark (../../boot/dropdowns.ts).
    expect(button.parentElement).toHaveAttribute(DROPDOWN_ATTRIBUTE);
    expect(button).toHaveAttribute('popovertarget', 'nav-local');
    expect(button).toHaveAttribute('aria-controls', 'nav-local');
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel.querySelectorAll('ul > li > a')).toHaveLength(localLinks.length);
    expect([...panel.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual(localLinks.map((link) => [navLabel(link, intlFor(SOURCE_LOCALE)), link.to]));
    expect(document.querySelector('[role^="menu"]')).toBeNull();
    // Spec: at most 20rem tall, the rest scrolls.
    expect(panel).toHaveClass('max-h-80', 'overflow-y-auto');
    // Under its button: the panel is anchored to the button's anchor name.
    expect(button.style.getPropertyValue('anchor-name')).toBe('--nav-local');
    expect(panel.style.getPropertyValue('position-anchor')).toBe('--nav-local');
  });

});

describe("NavDropdown's keys and state, from the boot script (the same before and after the app takes over)", () => {
  let uninstall: () => void = () => undefined;
  beforeEach(() => {
    uninstall = installDropdowns(document);
  });
  afterEach(() => uninstall());

  it('moves between the links with the arrows, Home and End, stopping at either end', async () => {
    const user = userEvent.setup();
    const { button, link, show } = renderDropdown();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveFocus(); // closed: the arrows do nothing
    await show();
    await user.keyboard('{ArrowDown}');
    expect(link('All Locations')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('All Locations')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(link('New York, NY')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Los Angeles, CA')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Los Angeles, CA')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('All Locations')).toHaveFocus();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(link('Los Angeles, CA')).toHaveFocus();
  });

  it('closes once focus moves on past it, not while it stays inside', async () => {
    const { panel, link, show } = renderDropdown();
    await show();
    act(() => link('Milan, Italy').focus());
    act(() => link('London, UK').focus());
    act(() => screen.getByRole('button', { name: 'Local' }).focus());
    expect(open.has(panel)).toBe(true);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(open.has(panel)).toBe(false);
  });

  it('keeps aria-expanded in step with the popover, however it toggled', async () => {
    const { button, panel, show } = renderDropdown();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await show();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => panel.hidePopover());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves keys with a modifier, and keys outside a dropdown, to the browser', async () => {
    const user = userEvent.setup();
    const { button, show } = renderDropdown();
    await show();
    button.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(button).toHaveFocus();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
