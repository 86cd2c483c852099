import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'shared';
import type { NavItem } from 'shared';

interface NavDropdownProps {
  label: string;
  links: readonly NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with each link's path when the visitor shows intent (hover or focus on the button). */
  onIntent?: (path: string) => void;
}

/**
 * A header dropdown: Radix's menu gives the WAI-ARIA menu button pattern (arrow keys, Home/End,
 * type-ahead, Escape returning focus to the button). Non-modal, so the page stays usable and a
 * click on the other dropdown's button moves straight to it.
 */
export function NavDropdown({ label, links, open, onOpenChange, onIntent }: NavDropdownProps) {
  // Focus returns to the button when the menu is closed from the keyboard (Escape, Enter), as the
  // menu-button pattern requires. After a pointer press it stays where the visitor pressed: the
  // press may have opened the other dropdown, and pulling focus back here would blur, and so
  // close, the menu just opened.
  const closedByPointer = useRef(false);
  useEffect(() => {
    if (!open) return;
    const pointer = () => (closedByPointer.current = true);
    const keyboard = () => (closedByPointer.current = false);
    document.addEventListener('pointerdown', pointer, true);
    document.addEventListener('keydown', keyboard, true);
    return () => {
      document.removeEventListener('pointerdown', pointer, true);
      document.removeEventListener('keydown', keyboard, true);
    };
  }, [open]);
  const showIntent = () => links.forEach((link) => onIntent?.(link.to));
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        onPointerEnter={showIntent}
        onFocus={showIntent}
        className="group inline-flex min-h-11 items-center gap-1.5 px-1 text-[0.7rem] font-medium tracking-[0.2em] uppercase transition-colors hover:text-gold data-[state=open]:text-gold">
        {label}
        <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={12}
          onCloseAutoFocus={(event) => {
            if (closedByPointer.current) event.preventDefault();
            closedByPointer.current = false;
          }}
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
