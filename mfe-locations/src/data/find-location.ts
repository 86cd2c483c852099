import { later } from 'shared';
import type { Location } from './locations';

/**
 * The locations arrive in a module of their own, loaded on demand (shared/src/later.tsx), so a city
 * page works the same when locations come from a service instead of the bundle.
 */
export const allLocations = later<readonly Location[]>(() => import('./locations').then((module) => module.locations));

export type LocationLookup = { location: Location; others: readonly Location[] };

/** A location and the others, or undefined for an unknown slug. */
export function lookUpLocation(locations: readonly Location[], slug: string): LocationLookup | undefined {
  const location = locations.find((candidate) => candidate.slug === slug);
  return location ? { location, others: locations.filter((candidate) => candidate !== location) } : undefined;
}

export async function findLocation(slug: string): Promise<LocationLookup | undefined> {
  return lookUpLocation(await allLocations.start(), slug);
}
