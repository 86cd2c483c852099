import { Search, ShoppingBag, User } from 'lucide-react';
import { defineMessages, useHref, useIntl, useLocation } from 'shared';
import { DesktopNav } from './DesktopNav';
import { IconButton } from './IconButton';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { isSolidHeader } from './header-state';
import { HeaderLanguageMenu } from '../LanguageSwitcher';

/**
 * Solid on an article; elsewhere transparent over the hero, and translucent with blur while the page
 * is scrolled, which the boot script marks on <html> (`data-scrolled`: src/boot/scroll-state.ts), so
 * it holds before the app starts and needs no render of its own.
 */
const solidClasses = 'bg-black';
const overPageClasses =
  'nl-header-glass bg-transparent in-data-scrolled:bg-espresso/85 in-data-scrolled:shadow-[0_1px_0_rgb(212_175_55/0.15)]';

const messages = defineMessages({
  search: { id: 'shell.header.search', defaultMessage: 'Search' },
  account: { id: 'shell.header.account', defaultMessage: 'Account' },
  bag: { id: 'shell.header.bag', defaultMessage: 'Shopping bag' },
});

export function Header() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const searchPage = useHref('/search');
  const solid = isSolidHeader(pathname);

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 text-ivory transition-[background-color,backdrop-filter] duration-500 motion-reduce:transition-none ${solid ? solidClasses : overPageClasses}`}
    >
      <div className="page-container flex h-18 items-center justify-between gap-6">
        <Logo />
        <DesktopNav />
        <div className="flex items-center">
          <HeaderLanguageMenu className="mr-1 hidden md:block" />
          {/*
            None of these needs the app. Search is a form's button: it opens /search, whose field
            takes focus. Account and Shopping bag have no action of their own yet (spec: "not
            shown"). Their tooltips are the boot script's (src/boot/tooltips.ts).
          */}
          <form action={searchPage} className="contents">
            <IconButton type="submit" name="search" label={intl.formatMessage(messages.search)} icon={Search} />
          </form>
          <IconButton name="account" label={intl.formatMessage(messages.account)} icon={User} />
          <IconButton name="shopping-bag" label={intl.formatMessage(messages.bag)} icon={ShoppingBag} />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
