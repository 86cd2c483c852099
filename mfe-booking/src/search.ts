import { rankBySearch, type SearchHit } from 'shared';
import { experiences } from './data/experiences';
import { immersionHero } from './data/immersion';

const entries = [
  ...experiences.map((experience) => ({
    name: experience.name,
    body: `${experience.category} ${experience.description} ${experience.benefits.join(' ')} booking appointment`,
    hit: { kind: 'service' as const, title: experience.name, description: `$${experience.price}, ${experience.duration} · ${experience.description}`, path: '/booking' },
  })),
  {
    name: immersionHero.title,
    body: `${immersionHero.subtitle} ${immersionHero.description} skin hair makeup duo`,
    hit: { kind: 'service' as const, title: immersionHero.title, description: immersionHero.subtitle, path: '/beauty' },
  },
];

/** The booking remote's part of site search: the four experiences and the Immersion. */
export async function search(query: string): Promise<SearchHit[]> {
  return rankBySearch(entries, query, (entry) => [
    { text: entry.name, weight: 3 },
    { text: entry.body, weight: 1 },
  ]).map((entry) => entry.hit);
}
