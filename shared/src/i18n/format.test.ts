import { describe, expect, it } from 'vitest';
import { formatUsd, intlFor } from './format';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('a price in each language', () => {
  it.each([
    ['en', 78, '$78'],
    ['en', 1200, '$1,200'],
    ['en', 24.5, '$24.50'],
    ['fr', 78, '78 $US'],
    ['fr', 1200, '1 200 $US'],
    ['es', 78, '78 US$'],
  ] as const)('%s: %d is %s', (locale, amount, shown) => {
    expect(spaces(formatUsd(intlFor(locale), amount))).toBe(shown);
  });
});
