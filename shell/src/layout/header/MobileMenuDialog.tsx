import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, localLinks, mainLinks, type NavItem, siteLinks } from 'shared';
import { Logo } from './Logo';

export interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's menu button: focus goes back to it when the menu closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-screen menu below the desktop breakpoint. Radix's dialog keeps focus inside while it is
 * open, closes on Escape, hides the page behind it from screen readers, and here returns focus to
 * the menu button when it closes (the button is the header's own, so that it works before this
 * module has loaded: MobileMenu.tsx).
 */
export function MobileMenuDialog({ open, onOpenChange, menuButton }: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
          className="fixed inset-0 z-[60] overflow-y-auto bg-espresso text-ivory data-[state=open]:animate-[nl-menu-in_0.35s_ease-out] motion-reduce:animate-none"
        >
          <div className="page-container flex h-18 items-center justify-between">
            <Logo onNavigate={close} />
            <Dialog.Close aria-label="Close menu" className="inline-flex size-11 items-center justify-center hover:text-gold">
              <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Mobile" className="page-container pt-6 pb-16">
            <ul className="space-y-1">
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <MenuLink link={link} onNavigate={close} large />
                </li>
              ))}
            </ul>
            <MenuGroup heading="Local" links={localLinks} onNavigate={close} />
            <MenuGroup heading="Site" links={siteLinks} onNavigate={close} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MenuGroup({ heading, links, onNavigate }: { heading: string; links: readonly NavItem[]; onNavigate: () => void }) {
  return (
    <section aria-label={heading} className="mt-10 border-t border-gold/20 pt-8">
      <h2 className="eyebrow mb-4 text-gold">{heading}</h2>
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.to}>
            <MenuLink link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MenuLink({ link, onNavigate, large = false }: { link: NavItem; onNavigate: () => void; large?: boolean }) {
  return (
    <Link
      to={link.to}
      onClick={onNavigate}
      className={`block py-2 transition-colors hover:text-gold ${large ? 'font-display text-3xl' : 'text-base text-mist'}`}
    >
      {link.label}
    </Link>
  );
}
