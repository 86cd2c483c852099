import { Search, ShoppingBag, User } from 'lucide-react';
import { memo, Suspense, useCallback, useEffect, useMemo, useReducer } from 'react';
import { useLocation, useNavigate } from 'shared';
import { deferredComponent, whenMedia } from '../../lib/deferred';
import { usePrefetchRoute } from '../../remotes/use-prefetch-route';
import { deferredSearchPage } from '../../pages/deferred-search-page';
import type { SearchLocationState } from '../../pages/SearchPage';
import type { DesktopNavProps } from './DesktopNav';
import { IconButton, type IconButtonProps } from './IconButton';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { headerAppearance, headerReducer, initialHeaderState, type HeaderAppearance, type HeaderMenu } from './header-state';

/** Tailwind's `xl`, where the desktop navigation shows (below it, the mobile menu). */
const WIDE_SCREEN = '(min-width: 80rem)';
/** Where tooltips can show at all: a phone or tablet never hovers. */
const HOVER_POINTER = '(hover: hover) and (pointer: fine)';
const preloadSearchPage = () => void deferredSearchPage.preload();
const canHover = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(HOVER_POINTER).matches;

// Two parts of the header that most first visits never use load only where they can be used: the
// desktop navigation (Radix's menu, about 10 KB compressed) on wide screens, the tooltips (Radix's
// tooltip and its positioning engine, about 13 KB) where a pointer hovers. On a phone neither is
// fetched; their composed HTML (hidden below `xl`, or the same buttons) stays as it is.
export const deferredDesktopNav = deferredComponent<DesktopNavProps>(() => whenMedia(WIDE_SCREEN).then(() => import('./DesktopNav').then((module) => module.DesktopNav)));
export const deferredTooltips = deferredComponent<{ buttons: readonly IconButtonProps[] }>(() => import('./TooltipIconButtons').then((module) => module.TooltipIconButtons));
const WideScreenNav = memo(deferredDesktopNav.Component);
const HoverIconButtons = memo(deferredTooltips.Component);

let desktopNavMounted: () => void = () => {};
const desktopNavReady = new Promise<void>((resolve) => (desktopNavMounted = resolve));
/**
 * Resolves once the header works fully on this screen: on a wide one, once the deferred desktop
 * navigation is hydrated and its dropdowns listen for the keyboard (a key pressed before that
 * opened a menu without focusing its first item). The layout marks the app ready after it.
 */
export const headerReady = (): Promise<void> =>
  typeof window.matchMedia === 'function' && window.matchMedia(WIDE_SCREEN).matches ? desktopNavReady : Promise.resolve();

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
  const onMenuChange = useCallback((menu: HeaderMenu, open: boolean) => dispatch({ type: 'menu', menu, open }), []);
  const iconButtons = useMemo<IconButtonProps[]>(
    () => [
      {
        label: 'Search',
        icon: Search,
        onPointerEnter: preloadSearchPage,
        onFocus: preloadSearchPage,
        onClick: () => navigate('/search', { state: { focusSearch: true } satisfies SearchLocationState }),
      },
      { label: 'Account', icon: User },
      { label: 'Shopping bag', icon: ShoppingBag },
    ],
    [navigate],
  );

  // Each deferred part sits in its own Suspense boundary: until its code has come, its composed HTML
  // stays on screen, untouched, and the rest of the header works. The boundaries are memoised, so
  // the header's own re-renders (a scroll) do not make React replace that HTML before then.
  const hover = canHover();
  const desktopNav = useMemo(
    () => (
      <Suspense fallback={null}>
        <WideScreenNav openMenu={state.openMenu} onMenuChange={onMenuChange} onIntent={prefetch} onMounted={desktopNavMounted} />
      </Suspense>
    ),
    [state.openMenu, onMenuChange, prefetch],
  );
  const actions = useMemo(
    () => (
      <Suspense fallback={null}>
        {hover ? <HoverIconButtons buttons={iconButtons} /> : iconButtons.map((button) => <IconButton key={button.label} {...button} />)}
      </Suspense>
    ),
    [hover, iconButtons],
  );

  return (
    <header
      data-appearance={appearance}
      className={`fixed inset-x-0 top-0 z-40 text-ivory transition-[background-color,backdrop-filter] duration-500 motion-reduce:transition-none ${appearanceClasses[appearance]}`}
    >
      <div className="page-container flex h-18 items-center justify-between gap-6">
        <Logo />
        {desktopNav}
        <div className="flex items-center">
          {actions}
          <MobileMenu open={state.mobileOpen} onOpenChange={(open) => dispatch({ type: 'mobile', open })} />
        </div>
      </div>
    </header>
  );
}
