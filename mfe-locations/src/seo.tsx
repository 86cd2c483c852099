import { withFirstViews } from 'shared/first-view';
import AppRoutes from './app-routes';
import { allLocations } from './data/find-location';
import { cities, cityPath, leadImageOf, type RouteSeo } from 'shared';
import { art } from './art/generated/manifest';
import { locations } from './data/locations';
import { cityMeta, locationsIndexMeta } from './lib/page-meta';

const cityLinks = locations.map((location) => ({ path: cityPath(location.slug), label: location.name }));

/** The locations' routes as the composed site writes them for crawlers (read at build time: shared/build/route-seo.ts). */
// The first views show each city, not its loading message.
await allLocations.start();

export const routeSeo: RouteSeo[] = withFirstViews([
  {
    path: '/local',
    meta: locationsIndexMeta,
    heading: 'Our Locations',
    text: ['From Paris to Los Angeles, each Noirelle house is staffed by specialists in melanin-rich skin and textured hair.', ...locations.map((location) => `${location.name}: ${location.address.formatted}.`)],
    links: cityLinks,
  },
  ...locations.map((location) => ({
    path: cityPath(location.slug),
    meta: cityMeta(location),
    heading: cities.find((city) => city.slug === location.slug)?.label ?? location.address.city,
    text: [location.description, `${location.address.formatted}. Telephone ${location.contact.phone}.`, location.cityStory.headline, location.cityStory.paragraph1, location.cityStory.paragraph2],
    links: [{ path: '/booking', label: 'Book a visit' }, ...cityLinks.filter((link) => link.path !== cityPath(location.slug))],
    leadImage: leadImageOf(art[location.heroImage]),
  })),
], AppRoutes);
