import type { Location } from './locations';

/**
 * Looks a location up by slug. Asynchronous on purpose: the data module is imported on demand,
 * so a city page works the same when locations come from a service instead of the bundle.
 */
let preloaded: readonly Location[] | null = null;

/**
 * Loads the data before the first render when a city page is the page being opened (the composed
 * HTML already shows it: rendering a loading state over it would be a flash). Otherwise the page
 * looks its city up as usual, with its loading message.
 */
export async function preloadLocations(): Promise<void> {
  preloaded = (await import('./locations')).locations;
}

type LocationLookup = { location: Location; others: readonly Location[] };

function lookUp(locations: readonly Location[], slug: string): LocationLookup | undefined {
  const location = locations.find((candidate) => candidate.slug === slug);
  return location ? { location, others: locations.filter((candidate) => candidate !== location) } : undefined;
}

/** The lookup without waiting, when the data was preloaded (undefined then); null for an unknown slug. */
export function findLocationNow(slug: string): LocationLookup | null | undefined {
  if (!preloaded) return undefined;
  return lookUp(preloaded, slug) ?? null;
}

export async function findLocation(slug: string): Promise<LocationLookup | undefined> {
  const { locations } = await import('./locations');
  return lookUp(locations, slug);
}
