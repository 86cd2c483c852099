import { localLinks, mainLinks, NavLink, siteLinks } from 'shared';
import { NavDropdown } from './NavDropdown';

/** The header's links and its two dropdowns, shown from the `xl` breakpoint (below it, the mobile menu). */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-5 whitespace-nowrap">
        {mainLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center text-[0.7rem] font-medium tracking-[0.2em] uppercase transition-colors hover:text-gold ${isActive ? 'text-gold' : ''}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavDropdown id="nav-local" label="Local" links={localLinks} />
        </li>
        <li>
          <NavDropdown id="nav-site" label="Site" links={siteLinks} />
        </li>
      </ul>
    </nav>
  );
}
