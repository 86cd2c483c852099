import { useState } from 'react';
import { breadcrumbJsonLd, cityPath, defineMessages, defineRoute, HOME_CRUMB, leadImageOf, useIntl, type IntlShape } from 'shared';
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
import { artAlt, common } from '../messages';

const messages = defineMessages({
  title: { id: 'locations.city.title', defaultMessage: 'Luxury Beauty in {city}' },
  description: { id: 'locations.city.description', defaultMessage: '{name}: {description}' },
});

/** Spec: rating 4.9 on a city page; links to at most 8 other locations. */
export const CITY_RATING = '4.9';
export const OTHER_LOCATIONS_LIMIT = 8;

/** The trail to a house's page, in the language of `intl` (paths as the site's links write them: the router adds the prefix). */
function cityCrumbs(location: Location, intl: IntlShape) {
  return [
    { name: intl.formatMessage(HOME_CRUMB), path: '/' },
    { name: intl.formatMessage(common.locations), path: '/local' },
    { name: location.address.city, path: cityPath(location.slug) },
  ];
}

/**
 * /local/{slug}: one house. Spec: an unknown slug redirects to /local; its loading message, while
 * the route arrives, is declared with the route table (src/routes.tsx).
 */
export default defineRoute({
  pages: () => locations.map((location) => ({ slug: location.slug })),
  data: ({ slug = '' }, { locale }) => findLocation(slug, locale),
  missing: '/local',
  head: ({ location }, { intl }) => {
    const hero = art[location.heroImage];
    return {
      title: intl.formatMessage(messages.title, { city: location.address.city }),
      description: intl.formatMessage(messages.description, { name: location.name, description: location.description }),
      keywords: location.seoKeywords,
      canonicalPath: cityPath(location.slug),
      image: { url: hero.src, width: hero.width, height: hero.height, alt: artAlt(location.heroImage, location.address.city, intl) },
      jsonLd: [salonJsonLd(location, hero.src), breadcrumbJsonLd(cityCrumbs(location, intl))],
    };
  },
  leadImage: ({ location }) => leadImageOf(art[location.heroImage], HERO_SIZES),
  // Keyed: another house is a new page (its clock, its pictures).
  Page: ({ data: { location, others } }) => <City key={location.slug} location={location} others={others} />,
});

/** One house's page: its hero, the house at a glance, its story, its owner's word, its services, how to visit, other houses. */
function City({ location, others }: { location: Location; others: readonly Location[] }) {
  const intl = useIntl();
  // The house's clock: the HTML is written at build time, and `<house-clock>` sets it right as it is parsed.
  const [writtenAt] = useState(() => new Date());
  const clock = { hours: location.hours, timezone: location.timezone, city: location.address.city, at: writtenAt };
  const todaysHours = <HouseToday {...clock} />;
  const weekHours = <HouseWeek {...clock} />;
  const tel = telLink(location.contact.phone);

  return (
    <>
      <CityHero location={location} tel={tel} />
      <CityAtAGlance location={location} crumbs={cityCrumbs(location, intl)} tel={tel} todaysHours={todaysHours} rating={CITY_RATING} />
      <CityStory location={location} />
      <OwnerVoice passion={location.shopPassion} />
      <CityServices location={location} />
      <CityVisit location={location} tel={tel} weekHours={weekHours} />
      <OtherHouses houses={others.slice(0, OTHER_LOCATIONS_LIMIT)} />
    </>
  );
}
