import type { CitySlug } from 'shared';
import type { Location } from '../locations';

/**
 * What a house's page says in words, in one language other than English: the fields of a Location
 * that are prose (its description, story, letter, services, specialties, and the landmarks by the
 * names that language gives them). Everything else (names, addresses, phones, hours) is the same in
 * every language and stays in ../locations.ts.
 */
export type LocationCopy = Pick<Location, 'description' | 'cityStory' | 'shopPassion' | 'services' | 'specialties' | 'nearbyLandmarks'>;

/** Every house's copy in one language: a house with none is a type error. */
export type LocationsCopy = Readonly<Record<CitySlug, LocationCopy>>;
