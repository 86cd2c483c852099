import { pageDocument, type SearchDocument } from 'shared/search-documents';
import { addOns, experiences } from './data/experiences';
import { immersionChapters, immersionFacts, immersionHero, immersionIntro } from './data/immersion';
import { formatDollars } from './lib/totals';
import beauty from './routes/beauty';
import booking from './routes/booking';

/**
 * What booking publishes for site search and the advisor (`search.json`): the four experiences and
 * the five add-ons with their prices and durations, the Immersion with its facts, and its pages.
 */
export function searchDocuments(): SearchDocument[] {
  return [
    ...experiences.map(
      (experience): SearchDocument => ({
        id: `booking:experience:${experience.id}`,
        kind: 'service',
        title: experience.name,
        description: `${formatDollars(Number(experience.price))}, ${experience.duration} · ${experience.description}`,
        path: '/booking',
        keywords: `${experience.category} experience booking appointment`,
        body: experience.benefits.join(' '),
        facts: { price: formatDollars(Number(experience.price)), duration: experience.duration },
      }),
    ),
    ...addOns.map(
      (addOn): SearchDocument => ({
        id: `booking:add-on:${addOn.id}`,
        kind: 'service',
        title: addOn.name,
        description: `${formatDollars(addOn.price)} · ${addOn.description}`,
        path: '/booking',
        keywords: 'add-on enhancement extra booking',
        facts: { price: formatDollars(addOn.price) },
      }),
    ),
    {
      id: 'booking:immersion',
      kind: 'service',
      title: immersionHero.title,
      description: `${immersionHero.subtitle} ${immersionFacts.map((fact) => fact.value).join(' · ')}.`,
      path: '/beauty',
      keywords: 'immersion duo skin hair makeup afternoon suite',
      body: [immersionHero.description, immersionIntro.description, ...immersionChapters.map((chapter) => `${chapter.title} ${chapter.subtitle}`)].join(' '),
      facts: { duration: immersionFacts.map((fact) => fact.value).join(', ') },
    },
    pageDocument('booking', '/booking', booking.head(), 'book appointment reserve'),
    pageDocument('booking', '/beauty', beauty.head(), 'immersion'),
  ];
}
