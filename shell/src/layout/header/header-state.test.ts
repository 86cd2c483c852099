import { describe, expect, it } from 'vitest';
import { isScrolled, isSolidHeader, SCROLL_THRESHOLD_PX } from './header-state';

describe('header state', () => {
  it('counts as scrolled only past 10px', () => {
    expect(SCROLL_THRESHOLD_PX).toBe(10);
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(11)).toBe(true);
    expect(isScrolled(400)).toBe(true);
  });

  it('is solid on an article path but not on /press itself', () => {
    expect(isSolidHeader('/press/the-lip-gloss-economy')).toBe(true);
    expect(isSolidHeader('/press')).toBe(false);
    expect(isSolidHeader('/pressroom/x')).toBe(false);
    expect(isSolidHeader('/skin')).toBe(false);
  });
});
