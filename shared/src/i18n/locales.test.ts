import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath } from './locales';

describe('a language by its path', () => {
  it.each([
    ['/fr/skin', 'fr', '/skin'],
    ['/es', 'es', '/'],
    ['/es/product/x', 'es', '/product/x'],
    ['/skin', 'en', '/skin'],
    ['/', 'en', '/'],
    // Not a language's prefix: a path of its own.
    ['/en/skin', 'en', '/en/skin'],
    ['/france', 'en', '/france'],
    ['/de/skin', 'en', '/de/skin'],
  ])('%s is %s at %s', (path, locale, inner) => {
    expect(localeOfPath(path)).toEqual({ locale, path: inner });
  });

  it.each([
    ['/skin', 'fr', '/fr/skin'],
    ['/', 'es', '/es'],
    ['/?q=x', 'fr', '/fr?q=x'],
    ['/search?q=x', 'es', '/es/search?q=x'],
    ['/skin', 'en', '/skin'],
  ] as const)('%s in %s is %s', (path, locale, localized) => {
    expect(localizedPath(path, locale)).toBe(localized);
    expect(localeOfPath(localized.replace(/\?.*/, ''))).toEqual({ locale, path: path.replace(/\?.*/, '') });
  });
});
