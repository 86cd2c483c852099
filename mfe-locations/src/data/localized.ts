import { cities, SOURCE_LOCALE, type City, type Locale } from 'shared';
import { es, esSearch } from './copy/es';
import { fr, frSearch } from './copy/fr';
import type { HousesSearchCopy, LocationsCopy } from './copy/types';
import { locations, type Location } from './locations';

const copies: Readonly<Record<Exclude<Locale, typeof SOURCE_LOCALE>, LocationsCopy>> = { fr, es };

/** What the houses' search documents write beyond their pages' copy, in each language but English (whose words are ../search-documents.ts's). */
export const searchCopies: Readonly<Record<Exclude<Locale, typeof SOURCE_LOCALE>, HousesSearchCopy>> = { fr: frSearch, es: esSearch };

/** The site's entry for a house's city (its label, its country's code). */
export const cityOf = (location: Pick<Location, 'slug'>): City => cities.find((city) => city.slug === location.slug)!;

/** A house with its words in `locale`: the English data as it is, or its French or Spanish copy over it. */
export function localizedLocation(location: Location, locale: Locale): Location {
  if (locale === SOURCE_LOCALE) return location;
  return { ...location, ...copies[locale][location.slug], country: countryName(location, locale) };
}

/** The nine houses in `locale`. */
export const localizedLocations = (locale: Locale): readonly Location[] => (locale === SOURCE_LOCALE ? locations : locations.map((location) => localizedLocation(location, locale)));

/** A house's country as `locale` names it: the data's English, or `Intl`'s name for its country. */
export function countryName(location: Location, locale: Locale): string {
  if (locale === SOURCE_LOCALE) return location.country;
  return new Intl.DisplayNames([locale], { type: 'region' }).of(cityOf(location).country) ?? location.country;
}

/**
 * A house's postal address as a page in `locale` shows it, in two parts: the address itself, a
 * name in every language, and its country, named in `locale` (`undefined` in English, where the
 * address is shown as the data writes it).
 */
export function addressParts(location: Location, locale: Locale): { local: string; country?: string } {
  const { formatted } = location.address;
  if (locale === SOURCE_LOCALE) return { local: formatted };
  const cut = formatted.lastIndexOf(', ');
  return { local: cut < 0 ? formatted : formatted.slice(0, cut), country: countryName(location, locale) };
}
