import { SOURCE_LOCALE, type Locale } from 'shared';
import { localizedLocations } from './localized';
import type { Location } from './locations';

export type LocationLookup = { location: Location; others: readonly Location[] };

/** A location and the others, in `locale` (English by default), or undefined for an unknown slug: read from the bundled locations. */
export function findLocation(slug: string, locale: Locale = SOURCE_LOCALE): LocationLookup | undefined {
  const all = localizedLocations(locale);
  const location = all.find((candidate) => candidate.slug === slug);
  return location ? { location, others: all.filter((candidate) => candidate !== location) } : undefined;
}
