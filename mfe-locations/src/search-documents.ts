import { cityPath } from 'shared';
import type { SearchDocument } from 'shared/search-documents';
import { locations, weekdays, type Location, type RichText } from './data/locations';

const dayName = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/** Rich text as the page reads it: a paragraph a line, a link's words inside its sentence. */
const plain = (text: RichText) => text.map((paragraph) => paragraph.map((run) => (typeof run === 'string' ? run : run.text)).join('')).join('\n');

/** The ways to reach a house, as its Visit section writes them, each a line of its own. */
const contactLines = ({ name, contact }: Location) => [`Call ${name} on ${contact.phone}.`, `Email ${name} at ${contact.email}.`, `WhatsApp ${name} on ${contact.whatsapp}.`];

/**
 * What locations publishes for site search and the advisor (`search.json`): the nine houses with
 * their address and opening hours (in each house's own time zone), and the rest of what a house's
 * page says (its story, its director's letter, its services, its phone, email and WhatsApp), the
 * phrases it is searched by as keywords. /local's document comes from its route module.
 */
export function searchDocuments(): SearchDocument[] {
  return [
    ...locations.map(
      (location): SearchDocument => ({
        id: `locations:house:${location.slug}`,
        kind: 'location',
        title: location.name,
        description: `${location.address.formatted} · ${location.description}`,
        path: cityPath(location.slug),
        keywords: ['house salon', location.address.city, location.address.state, location.country, ...location.seoKeywords].join(' '),
        body: [
          ...location.nearbyLandmarks,
          location.cityStory.headline,
          location.cityStory.paragraph1,
          location.cityStory.paragraph2,
          plain(location.shopPassion.ownerVoice),
          ...location.services,
          ...location.specialties,
          ...contactLines(location),
        ].join('\n'),
        facts: {
          address: location.address.formatted,
          hours: `${weekdays.map((day) => `${dayName(day)} ${location.hours[day]}`).join(', ')} (local time, ${location.timezone})`,
        },
      }),
    ),
  ];
}
