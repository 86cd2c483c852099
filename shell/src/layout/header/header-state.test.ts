import { describe, expect, it } from 'vitest';
import { headerAppearance, isScrolled, SCROLL_THRESHOLD_PX } from './header-state';

describe('header state', () => {
  it('counts as scrolled only past 10px', () => {
    expect(SCROLL_THRESHOLD_PX).toBe(10);
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(11)).toBe(true);
    expect(isScrolled(400)).toBe(true);
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
