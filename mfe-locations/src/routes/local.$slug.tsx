import { useState } from 'react';
import { breadcrumbJsonLd, cityPath, defineRoute, leadImageOf } from 'shared';
import { art } from '../art/generated/manifest';
import { CityAtAGlance } from '../components/city/CityAtAGlance';
import { CityHero, HERO_SIZES } from '../components/city/CityHero';
import { CityServices } from '../components/city/CityServices';
import { CityStory } from '../components/city/CityStory';
import { CityVisit } from '../components/city/CityVisit';
import { HouseToday, HouseWeek } from '../components/city/HouseClock';
import { OtherHouses } from '../components/city/OtherHouses';
import { OwnerVoice } from '../components/city/OwnerVoice';
import { findLocation } from '../data/find-location';
import { locations, type Location } from '../data/locations';
import { telLink } from '../lib/contact-links';
import { salonJsonLd } from '../lib/structured-data';

/** Spec: rating 4.9 on a city page; links to at most 8 other locations. */
export const CITY_RATING = '4.9';
export const OTHER_LOCATIONS_LIMIT = 8;

function cityCrumbs(location: Location) {
  return [
    { name: 'Home', path: '/' },
    { name: 'Locations', path: '/local' },
    { name: location.address.city, path: cityPath(location.slug) },
  ];
}

/**
 * /local/{slug}: one house. Spec: an unknown slug redirects to /local; its loading message, while
 * the route arrives, is declared with the route table (src/routes.tsx).
 */
export default defineRoute({
  pages: () => locations.map((location) => ({ slug: location.slug })),
  data: ({ slug = '' }) => findLocation(slug),
  missing: '/local',
  head: ({ location }) => {
    const hero = art[location.heroImage];
    return {
      title: `Luxury Beauty in ${location.address.city}`,
      description: `${location.name}: ${location.description}`,
      keywords: location.seoKeywords,
      canonicalPath: cityPath(location.slug),
      image: { url: hero.src, width: hero.width, height: hero.height, alt: hero.alt },
      jsonLd: [salonJsonLd(location, hero.src), breadcrumbJsonLd(cityCrumbs(location))],
    };
  },
  leadImage: ({ location }) => leadImageOf(art[location.heroImage], HERO_SIZES),
  // Keyed: another house is a new page (its clock, its pictures).
  Page: ({ data: { location, others } }) => <City key={location.slug} location={location} others={others} />,
});

/** One house's page: its hero, the house at a glance, its story, its owner's word, its services, how to visit, other houses. */
function City({ location, others }: { location: Location; others: readonly Location[] }) {
  // The house's clock: the HTML is written at build time, and `<house-clock>` sets it right as it is parsed.
  const [writtenAt] = useState(() => new Date());
  const clock = { hours: location.hours, timezone: location.timezone, at: writtenAt };
  const todaysHours = <HouseToday {...clock} />;
  const weekHours = <HouseWeek {...clock} />;
  const tel = telLink(location.contact.phone);

  return (
    <>
      <CityHero location={location} tel={tel} />
      <CityAtAGlance location={location} crumbs={cityCrumbs(location)} tel={tel} todaysHours={todaysHours} rating={CITY_RATING} />
      <CityStory location={location} />
      <OwnerVoice passion={location.shopPassion} />
      <CityServices location={location} />
      <CityVisit location={location} tel={tel} weekHours={weekHours} />
      <OtherHouses houses={others.slice(0, OTHER_LOCATIONS_LIMIT)} />
    </>
  );
}
