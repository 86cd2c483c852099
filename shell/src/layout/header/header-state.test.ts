import { describe, expect, it } from 'vitest';
import { headerAppearance, headerReducer, initialHeaderState, SCROLL_THRESHOLD_PX, type HeaderState } from './header-state';

const run = (...actions: Parameters<typeof headerReducer>[1][]): HeaderState => actions.reduce(headerReducer, initialHeaderState);

describe('header state', () => {
  it('counts as scrolled only past 10px', () => {
    expect(SCROLL_THRESHOLD_PX).toBe(10);
    expect(run({ type: 'scroll', y: 10 }).scrolled).toBe(false);
    expect(run({ type: 'scroll', y: 11 }).scrolled).toBe(true);
    expect(run({ type: 'scroll', y: 400 }, { type: 'scroll', y: 0 }).scrolled).toBe(false);
  });

  it('keeps at most one dropdown open: opening one closes the other', () => {
    expect(run({ type: 'menu', menu: 'local', open: true }).openMenu).toBe('local');
    expect(run({ type: 'menu', menu: 'local', open: true }, { type: 'menu', menu: 'site', open: true }).openMenu).toBe('site');
  });

  it('ignores a late close from the dropdown that was just replaced', () => {
    const state = run({ type: 'menu', menu: 'local', open: true }, { type: 'menu', menu: 'site', open: true }, { type: 'menu', menu: 'local', open: false });
    expect(state.openMenu).toBe('site');
  });

  it('closes dropdowns on an outside click, and everything on navigation', () => {
    expect(run({ type: 'menu', menu: 'site', open: true }, { type: 'closeMenus' }).openMenu).toBeNull();
    const navigated = run({ type: 'mobile', open: true }, { type: 'navigate' });
    expect(navigated).toMatchObject({ openMenu: null, mobileOpen: false });
  });

  it('opening the mobile menu closes any dropdown', () => {
    expect(run({ type: 'menu', menu: 'local', open: true }, { type: 'mobile', open: true })).toMatchObject({ openMenu: null, mobileOpen: true });
  });
});

describe('header appearance', () => {
  it('is solid black on an article path but not on /press itself', () => {
    expect(headerAppearance('/press/the-lip-gloss-economy', false)).toBe('solid');
    expect(headerAppearance('/press/the-lip-gloss-economy', true)).toBe('solid');
    expect(headerAppearance('/press', false)).toBe('transparent');
    expect(headerAppearance('/press', true)).toBe('blurred');
    expect(headerAppearance('/pressroom/x', false)).toBe('transparent');
  });

  it('is transparent at the top and blurred once scrolled elsewhere', () => {
    expect(headerAppearance('/skin', false)).toBe('transparent');
    expect(headerAppearance('/skin', true)).toBe('blurred');
  });
});
