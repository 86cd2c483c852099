import type { CitySlug } from 'shared';
import type { Location } from '../locations';

/**
 * What a house's page says in words, in one language other than English: the fields of a Location
 * that are prose (its description, story, letter, services, specialties, the landmarks by the
 * names that language gives them, and the phrases it is searched by). Everything else (names,
 * addresses, phones, hours) is the same in every language and stays in ../locations.ts.
 */
export type LocationCopy = Pick<Location, 'description' | 'cityStory' | 'shopPassion' | 'services' | 'specialties' | 'nearbyLandmarks' | 'seoKeywords'>;

/** Every house's copy in one language: a house with none is a type error. */
export type LocationsCopy = Readonly<Record<CitySlug, LocationCopy>>;

/**
 * What the houses' search documents (../../search-documents.ts) write beyond their pages' copy, in
 * one language other than English (English's are that file's own): sentences a page says with a
 * link or a table, and the words a house is searched by.
 */
export interface HousesSearchCopy {
  /** What a visitor searching for a house may call one ('house salon'). */
  houseWords: string;
  /** A house's region by the name this language gives it, where that is not the data's (a code, or a name in every language). */
  regions: Readonly<Partial<Record<CitySlug, string>>>;
  /** Each way to reach a house, a sentence with its name: by phone, by e-mail, on WhatsApp. */
  call: (name: string, phone: string) => string;
  email: (name: string, email: string) => string;
  whatsapp: (name: string, number: string) => string;
  /** A day's hours when the house is closed, inside the week's sentence. */
  closed: string;
  /** The time the week's hours are in, named by the house's city, inside parentheses after them. */
  localTime: (city: string) => string;
}
