import { ChevronDown } from 'lucide-react';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, type NavItem } from 'shared';
import { useOnNewPage } from './use-new-page';

interface NavDropdownProps {
  /** The panel's id, which the button names in `popovertarget`; also its anchor's name. */
  id: string;
  label: string;
  links: readonly NavItem[];
  /** Called with each link's path when the visitor shows intent (hover or focus on the button). */
  onIntent?: (path: string) => void;
}

/** Which link gets focus, given how many there are and which one has it (-1: none). */
type PickLink = (count: number, current: number) => number;

/** Keys that move between the open panel's links. Like WAI-ARIA's example, the arrows stop at either end. */
const panelKeys: Partial<Record<string, PickLink>> = {
  ArrowDown: (count, current) => Math.min(current + 1, count - 1),
  ArrowUp: (_, current) => Math.max(current - 1, 0),
  Home: () => 0,
  End: (count) => count - 1,
};

/**
 * A header dropdown, as WAI-ARIA's disclosure navigation: a button and a list of links. The panel is
 * an auto popover, so the HTML alone does the work before the app runs: the button opens it,
 * opening one closes the other, a click outside or Escape closes it, and Escape returns focus to
 * the button. The app adds the arrow keys, Home and End between the links, keeps `aria-expanded`
 * in step for every browser, and closes the panel once a link is followed, focus moves on past it
 * or the page changes.
 */
export function NavDropdown({ id, label, links, onIntent }: NavDropdownProps) {
  const panel = useRef<HTMLDivElement>(null);
  // Unset until the popover first toggles under the app: a value written in the composed HTML would
  // be wrong once the visitor opens the panel before the app runs. Until then Chromium derives the
  // state from the popover itself.
  const [expanded, setExpanded] = useState<boolean>();
  const isOpen = () => panel.current?.matches(':popover-open') ?? false;
  const close = () => {
    if (isOpen()) panel.current?.hidePopover();
  };
  useOnNewPage(close);

  const focusLink = (pick: PickLink) => {
    const all = [...(panel.current?.querySelectorAll('a') ?? [])];
    all[pick(all.length, all.findIndex((link) => link === document.activeElement))]?.focus();
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || !isOpen()) return;
    event.preventDefault();
    focusLink((count) => (event.key === 'ArrowDown' ? 0 : count - 1));
  };
  const onPanelKeyDown = (event: KeyboardEvent) => {
    const move = panelKeys[event.key];
    if (!move) return;
    event.preventDefault();
    focusLink(move);
  };
  // Focus moving on past the dropdown (Tab) closes it, so the panel never covers what has focus.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
  };
  const showIntent = () => links.forEach((link) => onIntent?.(link.to));

  return (
    <div className="group/dropdown" onBlur={onBlur}>
      <button
        type="button"
        popoverTarget={id}
        aria-controls={id}
        aria-expanded={expanded}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={showIntent}
        onFocus={showIntent}
        style={{ anchorName: `--${id}` }}
        className="inline-flex min-h-11 items-center gap-1.5 px-1 text-[0.7rem] font-medium tracking-[0.2em] uppercase transition-colors group-has-[:popover-open]/dropdown:text-gold hover:text-gold"
      >
        {label}
        <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-has-[:popover-open]/dropdown:rotate-180 motion-reduce:transition-none" />
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        onToggle={(event) => setExpanded(event.newState === 'open')}
        onKeyDown={onPanelKeyDown}
        style={{ positionAnchor: `--${id}` }}
        // Placed under the button by index.css. Spec: a dropdown is at most 20rem tall; the rest scrolls.
        className="nl-nav-panel max-h-80 min-w-60 overflow-y-auto overscroll-contain border border-gold/25 bg-espresso/95 py-2 text-ivory shadow-soft backdrop-blur-md"
      >
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={close}
                // The focus ring is drawn inside the link: the panel's scrolling would clip one outside.
                className="block px-5 py-2.5 text-sm transition-colors hover:bg-gold/15 hover:text-gold focus-visible:bg-gold/15 focus-visible:text-gold focus-visible:-outline-offset-2"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
