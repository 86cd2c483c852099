import { cityPath } from 'shared';
import { pageDocument, type SearchDocument } from 'shared/search-documents';
import { locations, weekdays } from './data/locations';
import local from './routes/local';

const dayName = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/**
 * What locations publishes for site search and the advisor (`search.json`): the nine houses with
 * their address and opening hours (in each house's own time zone), and /local.
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
        keywords: ['house salon', location.address.city, location.address.state, location.country].join(' '),
        body: [...location.nearbyLandmarks, ...location.seoKeywords, location.cityStory.headline, location.cityStory.paragraph1, ...location.services, ...location.specialties].join('\n'),
        facts: {
          address: location.address.formatted,
          hours: `${weekdays.map((day) => `${dayName(day)} ${location.hours[day]}`).join(', ')} (local time, ${location.timezone})`,
        },
      }),
    ),
    pageDocument('locations', '/local', local.head(), 'all cities'),
  ];
}
