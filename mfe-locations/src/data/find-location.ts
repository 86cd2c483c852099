import type { Location } from './locations';

/**
 * Looks a location up by slug. Asynchronous on purpose: the data module is imported on demand,
 * so a city page works the same when locations come from a service instead of the bundle.
 */
export async function findLocation(slug: string): Promise<{ location: Location; others: readonly Location[] } | undefined> {
  const { locations } = await import('./locations');
  const location = locations.find((candidate) => candidate.slug === slug);
  return location ? { location, others: locations.filter((candidate) => candidate !== location) } : undefined;
}
