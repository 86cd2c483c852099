import { describe, expect, it } from 'vitest';
import { isSolidHeader } from './header-state';

describe('header state', () => {
  it('is solid on an article path but not on /press itself', () => {
    expect(isSolidHeader('/press/the-lip-gloss-economy')).toBe(true);
    expect(isSolidHeader('/press')).toBe(false);
    expect(isSolidHeader('/pressroom/x')).toBe(false);
    expect(isSolidHeader('/skin')).toBe(false);
  });
});
