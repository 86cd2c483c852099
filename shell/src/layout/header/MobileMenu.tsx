// React's button types learn `command` and `commandfor` here, for every program that compiles this file.
import type {} from 'shared/invoker-commands';
import { Menu, X } from 'lucide-react';
import { defineMessages, Link, localLinks, mainLinks, navLabel, type NavItem, siteLinks, useIntl } from 'shared';
import { navMessages } from './DesktopNav';
import { Logo } from './Logo';
import { LanguageSwitcher } from '../LanguageSwitcher';

const MENU_ID = 'mobile-menu';

const messages = defineMessages({
  open: { id: 'shell.menu.open', defaultMessage: 'Open menu' },
  close: { id: 'shell.menu.close', defaultMessage: 'Close menu' },
  menu: { id: 'shell.menu.name', defaultMessage: 'Menu', description: 'the name of the full-screen menu on a phone' },
  mobile: { id: 'shell.menu.nav', defaultMessage: 'Mobile', description: 'the name of the navigation inside the phone menu' },
});

/**
 * The full-screen menu below the desktop breakpoint: a modal <dialog> in the composed HTML, opened
 * and closed by its buttons' invoker commands (the boot script does what they say where the
 * browser does not know them: shared/src/commands.ts). While it is open the browser makes the page
 * behind inert (neither focus nor a screen reader reaches it), closes it on Escape and returns
 * focus to the button. A link followed opens another page, without it.
 */
export function MobileMenu() {
  const intl = useIntl();
  return (
    <>
      <button
        type="button"
        commandfor={MENU_ID}
        command="show-modal"
        aria-label={intl.formatMessage(messages.open)}
        aria-haspopup="dialog"
        className="inline-flex size-10 items-center justify-center transition-colors hover:text-gold md:size-11 xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" strokeWidth={1.5} />
      </button>
      <dialog
        id={MENU_ID}
        aria-label={intl.formatMessage(messages.menu)}
        // The page behind does not scroll while it is open (index.css).
        className="fixed inset-0 size-full max-h-none max-w-none overflow-y-auto overscroll-contain bg-espresso text-ivory animate-[nl-menu-in_0.35s_ease-out] motion-reduce:animate-none"
      >
        <div className="page-container flex h-18 items-center justify-between">
          <Logo />
          <button
            type="button"
            commandfor={MENU_ID}
            command="close"
            aria-label={intl.formatMessage(messages.close)}
            className="inline-flex size-11 items-center justify-center hover:text-gold"
          >
            <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
          </button>
        </div>
        <nav aria-label={intl.formatMessage(messages.mobile)} className="page-container pt-6 pb-16">
          <ul className="space-y-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <MenuLink link={link} large />
              </li>
            ))}
          </ul>
          <MenuGroup heading={intl.formatMessage(navMessages.local)} links={localLinks} />
          <MenuGroup heading={intl.formatMessage(navMessages.site)} links={siteLinks} />
          <LanguageSwitcher className="mt-10 border-t border-gold/20 pt-6 text-base" />
        </nav>
      </dialog>
    </>
  );
}

function MenuGroup({ heading, links }: { heading: string; links: readonly NavItem[] }) {
  return (
    <section aria-label={heading} className="mt-10 border-t border-gold/20 pt-8">
      <h2 className="eyebrow mb-4 text-gold">{heading}</h2>
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.to}>
            <MenuLink link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MenuLink({ link, large = false }: { link: NavItem; large?: boolean }) {
  const intl = useIntl();
  return (
    <Link
      to={link.to}
      className={`block py-2 transition-colors hover:text-gold ${large ? 'font-display text-3xl' : 'text-base text-mist'}`}
    >
      {navLabel(link, intl)}
    </Link>
  );
}
