import { cityPath, rankBySearch, type SearchHit } from 'shared';
import { locations } from './data/locations';

/** The locations' part of site search: the nine houses, by name, city, country, address and story. */
export async function search(query: string): Promise<SearchHit[]> {
  return rankBySearch(locations, query, (location) => [
    { text: `${location.name} ${location.address.city} ${location.country}`, weight: 3 },
    { text: `${location.address.formatted} ${location.nearbyLandmarks.join(' ')}`, weight: 2 },
    { text: `${location.description} ${location.services.join(' ')} ${location.specialties.join(' ')}`, weight: 1 },
  ]).map((location) => ({ kind: 'location', title: location.name, description: `${location.address.formatted} · ${location.description}`, path: cityPath(location.slug) }));
}
