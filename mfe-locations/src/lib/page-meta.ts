import { breadcrumbJsonLd, cityPath, type PageMeta, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import { locations, type Location } from '../data/locations';
import { headOfficeJsonLd, salonJsonLd } from './structured-data';

/** The locations pages' metadata, declared by the pages and published by src/seo.ts: one source for both. */

export const locationsIndexMeta: PageMeta = {
  title: 'Our Locations',
  description: `Noirelle salons and spas in ${locations.length} cities: ${locations.map((location) => location.address.city).join(', ')}. Customer service worldwide.`,
  keywords: ['Black beauty salon', 'luxury spa for Black women', 'textured hair salon', ...locations.map((location) => `${location.address.city} beauty salon`)],
  canonicalPath: '/local',
  jsonLd: [
    headOfficeJsonLd(),
    topLevelBreadcrumb('Locations', '/local'),
  ],
};

export function cityCrumbs(location: Location) {
  return [
    { name: 'Home', path: '/' },
    { name: 'Locations', path: '/local' },
    { name: location.address.city, path: cityPath(location.slug) },
  ];
}

export function cityMeta(location: Location): PageMeta {
  const hero = art[location.heroImage];
  return {
    title: `Luxury Beauty in ${location.address.city}`,
    description: `${location.name}: ${location.description}`,
    keywords: location.seoKeywords,
    canonicalPath: cityPath(location.slug),
    image: { url: hero.src, width: hero.width, height: hero.height, alt: hero.alt },
    jsonLd: [salonJsonLd(location, hero.src), breadcrumbJsonLd(cityCrumbs(location))],
  };
}
