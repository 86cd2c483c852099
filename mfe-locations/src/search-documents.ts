import { cityPath, SOURCE_LOCALE, type IntlShape, type RouteContext } from 'shared';
import { parseHours, type Weekday } from 'shared/house-clock';
import type { SearchDocument } from 'shared/search-documents';
import type { HousesSearchCopy } from './data/copy/types';
import { addressParts, localizedLocation, searchCopies } from './data/localized';
import { locations, weekdays, type Location, type RichText } from './data/locations';

const dayName = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/** Rich text as the page reads it: a paragraph a line, a link's words inside its sentence. */
const plain = (text: RichText) => text.map((paragraph) => paragraph.map((run) => (typeof run === 'string' ? run : run.text)).join('')).join('\n');

/** What a document says of a house beyond its page's copy, in one language. */
interface HouseWording {
  /** What a house is searched as. */
  houseWords: string;
  region: (location: Location) => string;
  /** The ways to reach a house, as its Visit section writes them, each a line of its own. */
  contactLines: (location: Location) => string[];
  /** The week's opening hours, in the house's own time zone. */
  hours: (location: Location) => string;
}

const english: HouseWording = {
  houseWords: 'house salon',
  region: (location) => location.address.state,
  contactLines: ({ name, contact }) => [`Call ${name} on ${contact.phone}.`, `Email ${name} at ${contact.email}.`, `WhatsApp ${name} on ${contact.whatsapp}.`],
  hours: (location) => `${weekdays.map((day) => `${dayName(day)} ${location.hours[day]}`).join(', ')} (local time, ${location.timezone})`,
};

// As the house's week of hours writes them in another language (components/city/HouseClock.tsx):
// the day's name and the 24-hour clock through Intl. 1 January 2024 was a Monday.
const weekdayName = (day: Weekday, intl: IntlShape) => intl.formatDate(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)), { weekday: 'long', timeZone: 'UTC' });
const clockTime = (minutes: number, intl: IntlShape) => intl.formatTime(Date.UTC(2024, 0, 1, 0, minutes), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** The same in another language: its copy's sentences, and the hours as that language's page writes them. */
const translated = (words: HousesSearchCopy, intl: IntlShape): HouseWording => ({
  houseWords: words.houseWords,
  region: (location) => words.regions[location.slug] ?? location.address.state,
  contactLines: ({ name, contact }) => [words.call(name, contact.phone), words.email(name, contact.email), words.whatsapp(name, contact.whatsapp)],
  hours: (location) => {
    const days = weekdays.map((day) => {
      const range = parseHours(location.hours[day]);
      return `${weekdayName(day, intl)} ${range ? `${clockTime(range.opens, intl)} – ${clockTime(range.closes, intl)}` : words.closed}`;
    });
    return `${days.join(', ')} (${words.localTime(location.address.city)})`;
  },
});

/**
 * What locations publishes for site search and the advisor (`search.json`, and a file per other
 * language): the nine houses with their address and opening hours (in each house's own time zone),
 * and the rest of what a house's page says (its story, its director's letter, its services, its
 * phone, email and WhatsApp), the phrases it is searched by as keywords; in the context's language,
 * as the house's page in it says them. /local's document comes from its route module.
 */
export function searchDocuments({ locale, intl }: RouteContext): SearchDocument[] {
  const wording = locale === SOURCE_LOCALE ? english : translated(searchCopies[locale], intl);
  return [
    ...locations.map((source): SearchDocument => {
      const location = localizedLocation(source, locale);
      const { local, country } = addressParts(location, locale);
      const address = country === undefined ? local : `${local}, ${country}`;
      return {
        id: `locations:house:${location.slug}`,
        kind: 'location',
        title: location.name,
        description: `${address} · ${location.description}`,
        path: cityPath(location.slug),
        keywords: [wording.houseWords, location.address.city, wording.region(location), location.country, ...location.seoKeywords].join(' '),
        body: [
          ...location.nearbyLandmarks,
          location.cityStory.headline,
          location.cityStory.paragraph1,
          location.cityStory.paragraph2,
          plain(location.shopPassion.ownerVoice),
          ...location.services,
          ...location.specialties,
          ...wording.contactLines(location),
        ].join('\n'),
        facts: { address, hours: wording.hours(location) },
      };
    }),
  ];
}
