import type { RouteSeo } from 'shared';
import { experiences } from './data/experiences';
import { immersionChapters, immersionHero, immersionIntro } from './data/immersion';
import { bookingMeta, howItWorks, immersionMeta } from './lib/page-meta';

/** The booking remote's routes as the composed site writes them for crawlers (read at build time: shared/build/route-seo.ts). */
export const routeSeo: RouteSeo[] = [
  {
    path: '/booking',
    meta: bookingMeta,
    heading: 'Book Your Experience',
    text: [
      'Choose an experience, a day and an hour; your concierge prepares everything else.',
      ...howItWorks.map((step, index) => `${index + 1}. ${step.name}: ${step.text}`),
      ...experiences.map((experience) => `${experience.name} (${experience.duration}, $${experience.price}): ${experience.description}`),
    ],
    links: [{ path: '/beauty', label: immersionHero.title }],
  },
  {
    path: '/beauty',
    meta: immersionMeta,
    heading: immersionHero.title,
    text: [immersionHero.subtitle, immersionHero.description, immersionIntro.title, immersionIntro.description, ...immersionChapters.map((chapter) => `${chapter.title}: ${chapter.description}`)],
    links: [{ path: '/booking', label: 'Book your experience' }],
  },
];
