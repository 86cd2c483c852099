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

/** The lookup without waiting, when the data was preloaded; undefined otherwise. */
export function findLocationNow(slug: string): { location: Location; others: readonly Location[] } | null | undefined {
  if (!preloaded) return undefined;
  const location = preloaded.find((candidate) => candidate.slug === slug);
  return location ? { location, others: preloaded.filter((candidate) => candidate !== location) } : null;
}

export async function findLocation(slug: string): Promise<{ location: Location; others: readonly Location[] } | undefined> {
  const { locations } = await import('./locations');
  const location = locations.find((candidate) => candidate.slug === slug);
  return location ? { location, others: locations.filter((candidate) => candidate !== location) } : undefined;
}
