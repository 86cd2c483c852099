import { cardPicture, pricedItemDocument, type SearchDocument, type SearchImage } from 'shared/search-documents';
import { art } from './art/generated/manifest';
import { addOns, experiences } from './data/experiences';
import { immersionChapters, immersionFacts, immersionHero, immersionIntro } from './data/immersion';
import { formatDollars } from './lib/totals';

const experienceId = (experience: (typeof experiences)[number]) => `booking:experience:${experience.id}`;

/**
 * What booking publishes for site search and the advisor (`search.json`): the four experiences and
 * the five add-ons with their prices and durations, and the Immersion with its facts. Its pages'
 * documents come from their route modules (shared/tooling/search-documents.ts).
 */
export function searchDocuments(): SearchDocument[] {
  return [
    ...experiences.map((experience) =>
      pricedItemDocument({
        id: experienceId(experience),
        kind: 'service',
        title: experience.name,
        price: formatDollars(Number(experience.price)),
        duration: experience.duration,
        description: experience.description,
        path: '/booking',
        keywords: `${experience.category} experience booking appointment`,
        body: experience.benefits.join('\n'),
      }),
    ),
    ...addOns.map((addOn) =>
      pricedItemDocument({
        id: `booking:add-on:${addOn.id}`,
        kind: 'service',
        title: addOn.name,
        price: formatDollars(addOn.price),
        description: addOn.description,
        path: '/booking',
        keywords: 'add-on enhancement extra booking',
      }),
    ),
    {
      id: 'booking:immersion',
      kind: 'service',
      title: immersionHero.title,
      description: `${immersionHero.subtitle} ${immersionFacts.map((fact) => fact.value).join(' · ')}.`,
      path: '/beauty',
      keywords: 'immersion duo skin hair makeup afternoon suite',
      body: [immersionHero.description, immersionIntro.description, ...immersionChapters.map((chapter) => `${chapter.title} ${chapter.subtitle}`)].join('\n'),
      facts: { duration: immersionFacts.map((fact) => fact.value).join(', ') },
    },
  ];
}

/** The picture of each experience, by document id: the one its slide shows on /booking. The build publishes each with its document. */
export function searchImages(): Record<string, SearchImage> {
  return Object.fromEntries(experiences.map((experience) => [experienceId(experience), cardPicture(art[experience.image])]));
}
