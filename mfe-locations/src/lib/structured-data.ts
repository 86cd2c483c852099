import { absoluteUrl, brand, type JsonLd } from 'shared';
import { weekdays, type Location } from '../data/locations';
import { parseHours } from './hours';

/** Spec (salon structured data, locations): 4.9 from 156 reviews, $$, 50000 m, cash and cards. */
export const LOCATION_RATING = { ratingValue: 4.9, reviewCount: 156 } as const;
export const LOCATION_PRICE_RANGE = '$$';
export const SERVICE_RADIUS_METRES = 50000;
export const PAYMENT_ACCEPTED = 'Cash, Credit Card, Debit Card';

const dayNames: Record<(typeof weekdays)[number], string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const format = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A BeautySalon for one city: address, geo, phone, opening hours, rating, price range, reach, payment. */
export function salonJsonLd(location: Location, imageUrl?: string): JsonLd {
  return {
    '@type': 'BeautySalon',
    '@id': absoluteUrl(`/local/${location.slug}`),
    name: location.name,
    description: location.description,
    url: absoluteUrl(`/local/${location.slug}`),
    ...(imageUrl ? { image: absoluteUrl(imageUrl) } : {}),
    telephone: location.contact.phone,
    email: location.contact.email,
    parentOrganization: { '@type': 'Organization', name: brand.name, url: brand.siteUrl },
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.postalCode,
      addressCountry: location.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.coordinates.latitude, longitude: location.coordinates.longitude },
    openingHoursSpecification: weekdays.flatMap((day) => {
      const range = parseHours(location.hours[day]);
      return range ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: dayNames[day], opens: format(range.opens), closes: format(range.closes) }] : [];
    }),
    aggregateRating: { '@type': 'AggregateRating', ...LOCATION_RATING },
    priceRange: LOCATION_PRICE_RANGE,
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: location.coordinates.latitude, longitude: location.coordinates.longitude },
      geoRadius: SERVICE_RADIUS_METRES,
    },
    paymentAccepted: PAYMENT_ACCEPTED,
    currenciesAccepted: location.currency,
    knowsLanguage: location.language,
  };
}
