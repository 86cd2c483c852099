import { ChevronDown } from 'lucide-react';
import { Link, navLabel, useIntl, type NavItem } from 'shared';

interface NavDropdownProps {
  /** The panel's id, which the button names in `popovertarget`; also its anchor's name. */
  id: string;
  label: string;
  links: readonly NavItem[];
}

/**
 * A header dropdown, as WAI-ARIA's disclosure navigation: a button and a list of links. The panel is
 * an auto popover, so the HTML alone does the work before the app runs: the button opens it,
 * opening one closes the other, a click outside or Escape closes it, and Escape returns focus to
 * the button. The boot script adds the arrow keys, Home and End between the links, closes the panel
 * once focus moves on past it and keeps `aria-expanded` in step, from the first paint
 * (shell/src/boot/dropdowns.ts). A link followed opens another page, without it.
 */
export function NavDropdown({ id, label, links }: NavDropdownProps) {
  const intl = useIntl();
  return (
    <div className="group/dropdown" data-dropdown="">
      <button
        type="button"
        popoverTarget={id}
        aria-controls={id}
        // Closed in the HTML; the boot script keeps it in step with the popover from then on
        // (shell/src/boot/dropdowns.ts).
        aria-expanded="false"
        style={{ anchorName: `--${id}` }}
        className="inline-flex min-h-11 items-center gap-1.5 px-1 text-[0.7rem] font-medium tracking-[0.2em] uppercase transition-colors group-has-[:popover-open]/dropdown:text-gold hover:text-gold"
      >
        {label}
        <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-has-[:popover-open]/dropdown:rotate-180 motion-reduce:transition-none" />
      </button>
      <div
        id={id}
        popover="auto"
        style={{ positionAnchor: `--${id}` }}
        // Placed under the button by index.css. Spec: a dropdown is at most 20rem tall. The Local menu's
        // ten entries fit in it (10 x 1.875rem + 0.75rem + the border); the scroll is only a fallback
        // for a visitor whose text is set larger than the page's rem.
        className="nl-nav-panel max-h-80 min-w-60 overflow-y-auto overscroll-contain border border-gold/25 bg-espresso/95 py-1.5 text-ivory shadow-soft"
      >
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                // The focus ring is drawn inside the link: the panel's scrolling would clip one outside.
                className="block px-5 py-[0.3125rem] text-sm leading-5 transition-colors hover:bg-gold/15 hover:text-gold focus-visible:bg-gold/15 focus-visible:text-gold focus-visible:-outline-offset-2"
              >
                {navLabel(link, intl)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
