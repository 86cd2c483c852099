import { describe, expect, it } from 'vitest';
import { isScrolled, SCROLL_THRESHOLD_PX } from './scroll-state';

describe('scroll state', () => {
  it('counts as scrolled only past 10px', () => {
    expect(SCROLL_THRESHOLD_PX).toBe(10);
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(11)).toBe(true);
    expect(isScrolled(400)).toBe(true);
  });
});
