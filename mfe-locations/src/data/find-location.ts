import { locations, type Location } from './locations';

export type LocationLookup = { location: Location; others: readonly Location[] };

/** A location and the others, or undefined for an unknown slug: read from the bundled locations. */
export function findLocation(slug: string): LocationLookup | undefined {
  const location = locations.find((candidate) => candidate.slug === slug);
  return location ? { location, others: locations.filter((candidate) => candidate !== location) } : undefined;
}
