import { Search, ShoppingBag, User } from 'lucide-react';
import { memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { LATER_ATTRIBUTE, laterComponent, LivePart, useLocation, useNavigate } from 'shared';
import { usePrefetchRoute } from '../../remotes/use-prefetch-route';
import { laterSearchPage } from '../../app/later-search-page';
import type { SearchLocationState } from '../../routes/search';
import { DesktopNav } from './DesktopNav';
import { IconButton, type IconButtonProps } from './IconButton';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { headerAppearance, isScrolled, type HeaderAppearance } from './header-state';

/** Where tooltips can show at all: a phone or tablet never hovers. */
const HOVER_POINTER = '(hover: hover) and (pointer: fine)';
const preloadSearchPage = () => void laterSearchPage.start().catch(() => undefined);
const canHover = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(HOVER_POINTER).matches;

// The tooltips (Radix's tooltip and its positioning engine, about 13 KB compressed) load only where
// a pointer hovers: a phone never shows one, so it does not fetch them; its buttons stay as they are.
export const laterTooltips = laterComponent<{ buttons: readonly IconButtonProps[] }>(() => import('./TooltipIconButtons').then((module) => module.TooltipIconButtons));
const HoverIconButtons = memo(laterTooltips.Component);

const appearanceClasses: Record<HeaderAppearance, string> = {
  transparent: 'bg-transparent',
  blurred: 'bg-espresso/85 backdrop-blur-md shadow-[0_1px_0_rgb(212_175_55/0.15)]',
  solid: 'bg-black',
};

export function Header() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [scrolled, setScrolled] = useState(false);
  const prefetch = usePrefetchRoute();

  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const appearance = headerAppearance(pathname, scrolled);
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

  // The tooltips sit in their own Suspense boundary: until their code has come, the buttons' composed
  // HTML stays on screen, untouched, and a press of Search is held and replayed once they are live
  // (shared/src/live.ts). The boundary is memoised, so the header's own re-renders (a scroll) do not
  // make React replace that HTML before then.
  const hover = canHover();
  const actionsPart = useRef<HTMLDivElement>(null);
  const actions = useMemo(
    () => (
      <div ref={actionsPart} className="contents" {...{ [LATER_ATTRIBUTE]: 'header-actions' }}>
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
      data-appearance={appearance}
      className={`fixed inset-x-0 top-0 z-40 text-ivory transition-[background-color,backdrop-filter] duration-500 motion-reduce:transition-none ${appearanceClasses[appearance]}`}
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
