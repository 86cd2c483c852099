// React's button types learn `command` and `commandfor` here, for every program that compiles this file.
import type {} from 'shared/invoker-commands';
import { Menu, X } from 'lucide-react';
import { useRef } from 'react';
import { Link, localLinks, mainLinks, type NavItem, siteLinks } from 'shared';
import { Logo } from './Logo';
import { useOnNewPage } from './use-new-page';

const MENU_ID = 'mobile-menu';

/**
 * Where the browser has no invoker commands (Safari before 26.2, Firefox before 144:
 * https://caniuse.com/mdn-html_elements_button_command), the app does what a button's `command`
 * says once it runs; elsewhere the browser has done it already, from the HTML.
 */
const hasInvokerCommands = () => 'command' in HTMLButtonElement.prototype;

/**
 * The full-screen menu below the desktop breakpoint: a modal <dialog> in the composed HTML, opened
 * by its button's invoker command, so it works before the app has loaded. While it is open the
 * browser makes the page behind inert (neither focus nor a screen reader reaches it), closes it on
 * Escape and returns focus to the button. The app closes it once a link is followed or the page changes.
 */
export function MobileMenu() {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  useOnNewPage(close);
  return (
    <>
      <button
        type="button"
        commandfor={MENU_ID}
        command="show-modal"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => {
          if (!hasInvokerCommands()) dialog.current?.showModal();
        }}
        className="inline-flex size-10 items-center justify-center transition-colors hover:text-gold md:size-11 xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" strokeWidth={1.5} />
      </button>
      <dialog
        ref={dialog}
        id={MENU_ID}
        aria-label="Menu"
        // The page behind does not scroll while it is open (index.css).
        className="fixed inset-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain bg-espresso text-ivory animate-[nl-menu-in_0.35s_ease-out] motion-reduce:animate-none"
      >
        <div className="page-container flex h-18 items-center justify-between">
          <Logo onNavigate={close} />
          <button
            type="button"
            commandfor={MENU_ID}
            command="close"
            aria-label="Close menu"
            onClick={() => {
              if (!hasInvokerCommands()) close();
            }}
            className="inline-flex size-11 items-center justify-center hover:text-gold"
          >
            <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
          </button>
        </div>
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
      </dialog>
    </>
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
