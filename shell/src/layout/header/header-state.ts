/** Spec: the header turns translucent with blur once the page is scrolled more than 10px. */
export const SCROLL_THRESHOLD_PX = 10;

export type HeaderMenu = 'local' | 'site';

export interface HeaderState {
  scrolled: boolean;
  /** At most one dropdown is open: opening one closes the other. */
  openMenu: HeaderMenu | null;
  mobileOpen: boolean;
}

export type HeaderAction =
  | { type: 'scroll'; y: number }
  | { type: 'menu'; menu: HeaderMenu; open: boolean }
  | { type: 'closeMenus' }
  | { type: 'mobile'; open: boolean }
  | { type: 'navigate' };

export const initialHeaderState: HeaderState = { scrolled: false, openMenu: null, mobileOpen: false };

export function headerReducer(state: HeaderState, action: HeaderAction): HeaderState {
  switch (action.type) {
    case 'scroll': {
      const scrolled = action.y > SCROLL_THRESHOLD_PX;
      return scrolled === state.scrolled ? state : { ...state, scrolled };
    }
    case 'menu':
      if (action.open) return { ...state, openMenu: action.menu };
      // A late "close" from the menu that was just replaced must not close the new one.
      return state.openMenu === action.menu ? { ...state, openMenu: null } : state;
    case 'closeMenus':
      return state.openMenu === null ? state : { ...state, openMenu: null };
    case 'mobile':
      return { ...state, mobileOpen: action.open, openMenu: null };
    case 'navigate':
      return { ...state, openMenu: null, mobileOpen: false };
  }
}

export type HeaderAppearance = 'transparent' | 'blurred' | 'solid';

/**
 * Spec: solid black on paths under /press/ (an article), but not on /press itself; otherwise
 * transparent over the hero until scrolled past the threshold, then translucent with blur.
 */
export function headerAppearance(pathname: string, scrolled: boolean): HeaderAppearance {
  if (/^\/press\/[^/]+/.test(pathname)) return 'solid';
  return scrolled ? 'blurred' : 'transparent';
}
