import { describe, expect, it } from 'vitest';
import { cities } from './nav';
import { findRouteOwner } from './routes';

describe('findRouteOwner', () => {
  it.each([
    ['/skin', 'catalogue'],
    ['/product/celestial-eye-palette', 'catalogue'],
    ['/about/', 'catalogue'],
    ['/local', 'locations'],
    ['/local/paris-france', 'locations'],
    ['/booking', 'booking'],
    ['/beauty', 'booking'],
    ['/chat', 'advisor'],
    ['/contact', 'advisor'],
    ['/press', 'press'],
    ['/press/any-article', 'press'],
    ['/privacy', 'press'],
    ['/terms', 'press'],
  ])('%s belongs to %s', (path, owner) => {
    expect(findRouteOwner(path)).toBe(owner);
  });

  it.each(['/', '/nope', '/skin/extra', '/product', '/press/a/b', '/local/a/b', '/inquire'])('%s belongs to no remote', (path) => {
    expect(findRouteOwner(path)).toBeNull();
  });

  it('knows the nine city slugs of the spec', () => {
    expect(cities.map((city) => city.slug)).toEqual([
      'paris-france',
      'new-york-ny',
      'milan-italy',
      'london-uk',
      'houston-tx',
      'atlanta-ga',
      'quebec-city-qc',
      'toronto-on',
      'los-angeles-ca',
    ]);
  });
});
