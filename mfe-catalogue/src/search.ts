import { rankBySearch, type SearchHit } from 'shared';
import { catalogueItems } from './data/items';
import { serviceOfferings } from './data/offerings';
import { formatPrice } from './lib/format';

type Entry = { hit: SearchHit; name: string; tags: string; body: string };

const entries: Entry[] = [
  ...catalogueItems.map((item) => ({
    hit: { kind: item.type, title: item.name, description: `${formatPrice(item.price)} · ${item.description}`, path: `/product/${item.id}` },
    name: item.name,
    tags: `${item.category} ${item.type}`,
    body: `${item.description} ${item.features.join(' ')}`,
  })),
  ...serviceOfferings.map((offering) => ({
    hit: { kind: 'service' as const, title: offering.name, description: `${formatPrice(offering.price)}, ${offering.duration} · ${offering.description}`, path: '/services' },
    name: offering.name,
    tags: `${offering.category} service`,
    body: offering.description,
  })),
];

/** The catalogue's part of site search: its products, the services on product pages and /services. */
export async function search(query: string): Promise<SearchHit[]> {
  return rankBySearch(entries, query, (entry) => [
    { text: entry.name, weight: 3 },
    { text: entry.tags, weight: 2 },
    { text: entry.body, weight: 1 },
  ]).map((entry) => entry.hit);
}
