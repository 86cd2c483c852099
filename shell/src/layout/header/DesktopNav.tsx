import { useEffect } from 'react';
import { localLinks, mainLinks, NavLink, siteLinks } from 'shared';
import type { HeaderMenu } from './header-state';
import { NavDropdown } from './NavDropdown';

export interface DesktopNavProps {
  openMenu: HeaderMenu | null;
  onMenuChange: (menu: HeaderMenu, open: boolean) => void;
  onIntent: (path: string) => void;
  /** Called once mounted, after the dropdowns' own effects (Radix's keyboard tracking) have run. */
  onMounted?: () => void;
}

/** The header's links and its two dropdowns, shown from the `xl` breakpoint (below it, the mobile menu). */
export function DesktopNav({ openMenu, onMenuChange, onIntent, onMounted }: DesktopNavProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-5 whitespace-nowrap">
        {mainLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onPointerEnter={() => onIntent(link.to)}
              onFocus={() => onIntent(link.to)}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center text-[0.7rem] font-medium tracking-[0.2em] uppercase transition-colors hover:text-gold ${isActive ? 'text-gold' : ''}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavDropdown label="Local" links={localLinks} onIntent={onIntent} open={openMenu === 'local'} onOpenChange={(open) => onMenuChange('local', open)} />
        </li>
        <li>
          <NavDropdown label="Site" links={siteLinks} onIntent={onIntent} open={openMenu === 'site'} onOpenChange={(open) => onMenuChange('site', open)} />
        </li>
      </ul>
    </nav>
  );
}
