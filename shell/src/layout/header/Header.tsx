import { Search, ShoppingBag, User } from 'lucide-react';
import { memo, Suspense, useMemo, useRef } from 'react';
import { ISLAND_ATTRIBUTE, LATER_ATTRIBUTE, laterComponent, LivePart, useLocation, useNavigate, type IslandLoad } from 'shared';
import { usePrefetchRoute } from '../../remotes/use-prefetch-route';
import { laterSearchPage } from '../../app/later-search-page';
import type { SearchLocationState } from '../../routes/search';
import { DesktopNav } from './DesktopNav';
import { IconButton, type IconButtonProps } from './IconButton';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { isSolidHeader } from './header-state';

/** Where tooltips can show at all: a phone or tablet never hovers. */
const HOVER_POINTER = '(hover: hover) and (pointer: fine)';
const preloadSearchPage = () => void laterSearchPage.start().catch(() => undefined);
const canHover = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(HOVER_POINTER).matches;

// The tooltips (Radix's tooltip and its positioning engine, about 13 KB compressed) load only where
// a pointer hovers: a phone never shows one, so it does not fetch them; its buttons stay as they are.
export const laterTooltips = laterComponent<{ buttons: readonly IconButtonProps[] }>(() => import('./TooltipIconButtons').then((module) => module.TooltipIconButtons));
const HoverIconButtons = memo(laterTooltips.Component);

/**
 * Solid on an article; elsewhere transparent over the hero, and translucent with blur while the page
 * is scrolled, which the boot script marks on <html> (`data-scrolled`: src/boot/scroll-state.ts), so
 * it holds before the app starts and needs no render of its own.
 */
const solidClasses = 'bg-black';
const overPageClasses =
  'nl-header-glass bg-transparent in-data-scrolled:bg-espresso/85 in-data-scrolled:shadow-[0_1px_0_rgb(212_175_55/0.15)]';

export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const prefetch = usePrefetchRoute();
  const solid = isSolidHeader(pathname);
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

  // An island the visitor must reach for (a pointer over it, a touch, focus): it is on every page and
  // always in view, and what it needs the app for (the tooltips, Search's navigation) can wait.
  // The tooltips sit in their own Suspense boundary: until their code has come, the buttons' composed
  // HTML stays on screen, untouched, and a press of Search is held and replayed once they are live
  // (shared/src/live.ts). The boundary is memoised, so the header's own re-renders (a navigation) do
  // not make React replace that HTML before then.
  const hover = canHover();
  const actionsPart = useRef<HTMLDivElement>(null);
  const actions = useMemo(
    () => (
      <div ref={actionsPart} className="contents" {...{ [LATER_ATTRIBUTE]: 'header-actions', [ISLAND_ATTRIBUTE]: 'interaction' satisfies IslandLoad }}>
        <Suspense fallback={null}>
          {hover ? <HoverIconButtons buttons={iconButtons} /> : iconButtons.map((button) => <IconButton key={button.label} {...button} />)}
          <LivePart part={actionsPart} />
        </Suspense>
      </div>
    ),
    [hover, iconButtons],
  );

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 text-ivory transition-[background-color,backdrop-filter] duration-500 motion-reduce:transition-none ${solid ? solidClasses : overPageClasses}`}
    >
      <div className="page-container flex h-18 items-center justify-between gap-6">
        <Logo />
        <DesktopNav onIntent={prefetch} />
        <div className="flex items-center">
          {actions}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
