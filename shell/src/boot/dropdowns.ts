import { DROPDOWN_ATTRIBUTE } from 'shared/page-protocol';
/**
 * What the header's dropdowns (WAI-ARIA disclosure navigation) need beyond the HTML, from the first
 * paint.
 *
 * The HTML alone opens and closes a dropdown (an auto popover: its button, Escape, a click
 * outside). What the platform does not do is move between the panel's links with the arrows, Home
 * and End, close the panel once focus moves on past it, and keep the button's `aria-expanded` in
 * step in every browser (Chromium derives it from the popover; others do not). Those live here, in
 * the boot script, as plain DOM listeners on the document: a visitor who opens a menu before the
 * app has taken the page over gets the same behaviour as one who comes later, and there is one
 * implementation of it. (When the state lived in React, a menu toggled before the takeover left
 * `aria-expanded` unset for good: the app never saw that toggle.)
 *
 * A dropdown is an element marked `data-dropdown` holding a button and the `[popover]` panel it
 * opens (shell/src/layout/header/NavDropdown.tsx).
 */


/** Which link gets focus, given how many there are and which one has it (-1: none). */
type PickLink = (count: number, current: number) => number;

/** Keys inside the open panel. Like WAI-ARIA's example, the arrows stop at either end. */
const panelKeys: Partial<Record<string, PickLink>> = {
  ArrowDown: (count, current) => Math.min(current + 1, count - 1),
  ArrowUp: (_, current) => Math.max(current - 1, 0),
  Home: () => 0,
  End: (count) => count - 1,
};
/** Keys on the button of an open panel: into the panel, at its first or last link. */
const buttonKeys: Partial<Record<string, PickLink>> = {
  ArrowDown: () => 0,
  ArrowUp: (count) => count - 1,
};

const elementOf = (node: EventTarget | null): Element | null => (node instanceof Element ? node : node instanceof Node ? node.parentElement : null);

function openPanelOf(dropdown: Element): HTMLElement | null {
  const panel = dropdown.querySelector<HTMLElement>('[popover]');
  return panel?.matches(':popover-open') ? panel : null;
}

/** Sets `aria-expanded` on the buttons that open `panel`, from the popover's new state. */
function followToggle(event: Event) {
  const panel = event.target;
  if (!(panel instanceof HTMLElement) || !panel.id || !panel.closest(`[${DROPDOWN_ATTRIBUTE}]`)) return;
  const expanded = String((event as Event & { newState?: string }).newState === 'open');
  for (const button of panel.ownerDocument.querySelectorAll('button[popovertarget]')) {
    if (button.getAttribute('popovertarget') === panel.id) button.setAttribute('aria-expanded', expanded);
  }
}

export function installDropdowns(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = elementOf(event.target);
    const dropdown = target?.closest(`[${DROPDOWN_ATTRIBUTE}]`);
    const panel = dropdown && openPanelOf(dropdown);
    if (!target || !panel) return;
    const pick = (panel.contains(target) ? panelKeys : buttonKeys)[event.key];
    if (!pick) return;
    event.preventDefault();
    const links = [...panel.querySelectorAll<HTMLElement>('a[href]')];
    links[pick(links.length, links.indexOf(doc.activeElement as HTMLElement))]?.focus();
  };
  // Focus moving on past the dropdown (Tab) closes it, so the panel never covers what has focus.
  // Focus lost to nothing (a click on the page) is the popover's own light dismiss.
  const onFocusOut = (event: FocusEvent) => {
    const dropdown = elementOf(event.target)?.closest(`[${DROPDOWN_ATTRIBUTE}]`);
    const next = event.relatedTarget;
    if (!dropdown || !(next instanceof Node) || dropdown.contains(next)) return;
    openPanelOf(dropdown)?.hidePopover();
  };
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('focusout', onFocusOut);
  // `toggle` does not bubble: it is caught on its way down.
  doc.addEventListener('toggle', followToggle, true);
  return () => {
    doc.removeEventListener('toggle', followToggle, true);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('focusout', onFocusOut);
  };
}
