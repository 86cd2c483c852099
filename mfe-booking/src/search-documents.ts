import { formatUsd, type RouteContext } from 'shared';
import { cardPicture, pricedItemDocument, type SearchDocument, type SearchImage } from 'shared/search-documents';
import { art } from './art/generated/manifest';
import type { SearchKeywords } from './data/copy/types';
import { experiences } from './data/experiences';
import { addOnsIn, experiencesIn, immersionIn, searchKeywordsIn } from './data/localized';

const experienceId = (experience: (typeof experiences)[number]) => `booking:experience:${experience.id}`;

const ENGLISH_KEYWORDS: SearchKeywords = {
  categories: { skin: 'skin', hair: 'hair', makeup: 'makeup', combined: 'combined' },
  experiences: 'experience booking appointment',
  addOns: 'add-on enhancement extra booking',
  immersion: 'immersion duo skin hair makeup afternoon suite',
};

/**
 * What booking publishes for site search and the advisor (`search.json`, `search.fr.json`…): the
 * four experiences and the five add-ons with their prices and durations, and the Immersion with its
 * facts, in the context's language as /booking and /beauty show them. Its pages' documents come
 * from their route modules (shared/tooling/search-documents.ts).
 */
export function searchDocuments({ locale, intl }: RouteContext): SearchDocument[] {
  const keywords = searchKeywordsIn(locale) ?? ENGLISH_KEYWORDS;
  const immersion = immersionIn(locale);
  return [
    ...experiencesIn(locale).map((experience) =>
      pricedItemDocument({
        id: experienceId(experience),
        kind: 'service',
        title: experience.name,
        price: formatUsd(intl, Number(experience.price)),
        duration: experience.duration,
        description: experience.description,
        path: '/booking',
        keywords: `${keywords.categories[experience.category]} ${keywords.experiences}`,
        body: experience.benefits.join('\n'),
      }),
    ),
    ...addOnsIn(locale).map((addOn) =>
      pricedItemDocument({
        id: `booking:add-on:${addOn.id}`,
        kind: 'service',
        title: addOn.name,
        price: formatUsd(intl, addOn.price),
        description: addOn.description,
        path: '/booking',
        keywords: keywords.addOns,
      }),
    ),
    {
      id: 'booking:immersion',
      kind: 'service',
      title: immersion.hero.title,
      description: `${immersion.hero.subtitle} ${immersion.facts.map((fact) => fact.value).join(' · ')}.`,
      path: '/beauty',
      keywords: keywords.immersion,
      body: [immersion.hero.description, immersion.intro.description, ...immersion.chapters.map((chapter) => `${chapter.title} ${chapter.subtitle}`)].join('\n'),
      facts: { duration: immersion.facts.map((fact) => fact.value).join(', ') },
    },
  ];
}

/** The picture of each experience, by document id: the one its slide shows on /booking. The build publishes each with its document. */
export function searchImages(): Record<string, SearchImage> {
  return Object.fromEntries(experiences.map((experience) => [experienceId(experience), cardPicture(art[experience.image])]));
}
