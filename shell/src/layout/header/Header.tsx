import * as Tooltip from '@radix-ui/react-tooltip';
import { Search, ShoppingBag, User } from 'lucide-react';
import { useEffect, useReducer } from 'react';
import { NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router-dom';
import { localLinks, mainLinks, siteLinks } from 'shared';
import { usePrefetchRoute } from '../../remotes/use-prefetch-route';
import type { SearchLocationState } from '../../pages/SearchPage';
import { IconButton } from './IconButton';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { headerAppearance, headerReducer, initialHeaderState, type HeaderAppearance } from './header-state';

const appearanceClasses: Record<HeaderAppearance, string> = {
  transparent: 'bg-transparent',
  blurred: 'bg-espresso/85 backdrop-blur-md shadow-[0_1px_0_rgb(212_175_55/0.15)]',
  solid: 'bg-black',
};

export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(headerReducer, initialHeaderState);
  const prefetch = usePrefetchRoute();

  useEffect(() => {
    const onScroll = () => dispatch({ type: 'scroll', y: window.scrollY });
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A new page closes whatever was open.
  useEffect(() => {
    dispatch({ type: 'navigate' });
  }, [pathname]);

  const appearance = headerAppearance(pathname, state.scrolled);

  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <header
        data-appearance={appearance}
        className={`fixed inset-x-0 top-0 z-40 text-ivory transition-[background-color,backdrop-filter] duration-500 motion-reduce:transition-none ${appearanceClasses[appearance]}`}
      >
        <div className="page-container flex h-18 items-center justify-between gap-6">
          <Logo />
          <nav aria-label="Main" className="hidden xl:block">
            <ul className="flex items-center gap-5 whitespace-nowrap">
              {mainLinks.map((link) => (
                <li key={link.to}>
                  <RouterNavLink
                    to={link.to}
                    onPointerEnter={() => prefetch(link.to)}
                    onFocus={() => prefetch(link.to)}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center text-[0.7rem] font-medium tracking-[0.2em] uppercase transition-colors hover:text-gold ${isActive ? 'text-gold' : ''}`
                    }
                  >
                    {link.label}
                  </RouterNavLink>
                </li>
              ))}
              <li>
                <NavDropdown
                  label="Local"
                  links={localLinks}
                  onIntent={prefetch}
                  open={state.openMenu === 'local'}
                  onOpenChange={(open) => dispatch({ type: 'menu', menu: 'local', open })}
                />
              </li>
              <li>
                <NavDropdown
                  label="Site"
                  links={siteLinks}
                  onIntent={prefetch}
                  open={state.openMenu === 'site'}
                  onOpenChange={(open) => dispatch({ type: 'menu', menu: 'site', open })}
                />
              </li>
            </ul>
          </nav>
          <div className="flex items-center">
            <IconButton label="Search" icon={Search} onClick={() => navigate('/search', { state: { focusSearch: true } satisfies SearchLocationState })} />
            <IconButton label="Account" icon={User} />
            <IconButton label="Shopping bag" icon={ShoppingBag} />
            <MobileMenu open={state.mobileOpen} onOpenChange={(open) => dispatch({ type: 'mobile', open })} />
          </div>
        </div>
      </header>
    </Tooltip.Provider>
  );
}
