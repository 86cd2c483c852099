import { withFirstViews } from 'shared/first-view';
import AppRoutes, { immersionPage } from './app-routes';
import { leadImageOf, type RouteSeo } from 'shared';
import { art } from './art/generated/manifest';
import { experiences } from './data/experiences';
import { immersionChapters, immersionHero, immersionIntro } from './data/immersion';
import { bookingMeta, howItWorks, immersionMeta } from './lib/page-meta';

/** The booking remote's routes as the composed site writes them for crawlers (read at build time: shared/build/route-seo.ts). */
// The first view of /beauty is the Immersion itself, not the fallback of its lazy chunk.
await immersionPage.start();

export const routeSeo: RouteSeo[] = withFirstViews([
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
    leadImage: leadImageOf(art['hero-booking']),
  },
  {
    path: '/beauty',
    meta: immersionMeta,
    heading: immersionHero.title,
    text: [immersionHero.subtitle, immersionHero.description, immersionIntro.title, immersionIntro.description, ...immersionChapters.map((chapter) => `${chapter.title}: ${chapter.description}`)],
    links: [{ path: '/booking', label: 'Book your experience' }],
    leadImage: leadImageOf(art['hero-immersion']),
  },
], AppRoutes);
