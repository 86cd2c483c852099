import { defineMessages, localLinks, mainLinks, navLabel, NavLink, siteLinks, useIntl } from 'shared';
import { NavDropdown } from './NavDropdown';

/** The header's links and its two dropdowns, shown from the `xl` breakpoint (below it, the mobile menu). */
export const navMessages = defineMessages({
  main: { id: 'shell.nav.main', defaultMessage: 'Main', description: 'the name of the header navigation' },
  local: { id: 'shell.nav.local', defaultMessage: 'Local', description: 'the menu of the nine houses' },
  site: { id: 'shell.nav.site', defaultMessage: 'Site', description: 'the menu of press, about and contact' },
});

export function DesktopNav() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(navMessages.main)} className="hidden xl:block">
      <ul className="nl-desktop-nav flex items-center gap-5 whitespace-nowrap">
        {mainLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center text-[0.7rem] font-medium tracking-[0.2em] uppercase transition-colors hover:text-gold ${isActive ? 'text-gold' : ''}`
              }
            >
              {navLabel(link, intl)}
            </NavLink>
          </li>
        ))}
        <li>
          <NavDropdown id="nav-local" label={intl.formatMessage(navMessages.local)} links={localLinks} />
        </li>
        <li>
          <NavDropdown id="nav-site" label={intl.formatMessage(navMessages.site)} links={siteLinks} />
        </li>
      </ul>
    </nav>
  );
}
