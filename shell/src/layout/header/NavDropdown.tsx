import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { NavLink } from 'shared';

interface NavDropdownProps {
  label: string;
  links: readonly NavLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A header dropdown: Radix's menu gives the WAI-ARIA menu button pattern (arrow keys, Home/End,
 * type-ahead, Escape returning focus to the button). Non-modal, so the page stays usable and a
 * click on the other dropdown's button moves straight to it.
 */
export function NavDropdown({ label, links, open, onOpenChange }: NavDropdownProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger className="group inline-flex min-h-11 items-center gap-1.5 px-1 text-[0.7rem] font-medium tracking-[0.2em] uppercase transition-colors hover:text-gold data-[state=open]:text-gold">
        {label}
        <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={12}
          // Spec: a dropdown is at most 20rem tall; the rest scrolls.
          className="z-50 max-h-80 min-w-60 overflow-y-auto border border-gold/25 bg-espresso/95 py-2 text-ivory shadow-soft backdrop-blur-md"
        >
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link
                to={link.to}
                className="block px-5 py-2.5 text-sm outline-none transition-colors data-[highlighted]:bg-gold/15 data-[highlighted]:text-gold"
              >
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
