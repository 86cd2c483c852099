import type { BeautySalonLeaf, DayOfWeek } from 'schema-dts';
import { absoluteUrl, brand, brandText, SOURCE_LOCALE, type Locale } from 'shared';
import { weekdays, type Location } from '../data/locations';
import { parseHours } from 'shared/house-clock';

/** Spec (salon structured data, locations): 4.9 from 156 reviews, $$, 50000 m, cash and cards. */
export const LOCATION_RATING = { ratingValue: 4.9, reviewCount: 156 } as const;
export const LOCATION_PRICE_RANGE = '$$';
export const SERVICE_RADIUS_METRES = 50000;
export const PAYMENT_ACCEPTED = 'Cash, Credit Card, Debit Card';

const dayNames: Record<(typeof weekdays)[number], DayOfWeek> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

const format = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A BeautySalon for one city: address, geo, phone, opening hours, rating, price range, reach, payment.
 * Its words are those of `location` (a house in the page's language), its addresses the English
 * ones: the page's head puts every address of the site's pages under the page's prefix.
 */
export function salonJsonLd(location: Location, imageUrl?: string): BeautySalonLeaf {
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

/** Spec (salon structured data, head office): Beverly Hills, 4.9 from 234 reviews, $$$$, Mon-Fri 09:00-19:00, Sat 10:00-17:00. */
export const HEAD_OFFICE_RATING = { ratingValue: 4.9, reviewCount: 234 } as const;
export const HEAD_OFFICE_PRICE_RANGE = '$$$$';
export const HEAD_OFFICE_HOURS: readonly { days: readonly DayOfWeek[]; opens: string; closes: string }[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '19:00' },
  { days: ['Saturday'], opens: '10:00', closes: '17:00' },
];

/** The head office in Beverly Hills, the house every location belongs to, described in `locale`. */
export function headOfficeJsonLd(locale: Locale = SOURCE_LOCALE): BeautySalonLeaf {
  const office = brand.headOffice;
  return {
    '@type': 'BeautySalon',
    '@id': `${brand.siteUrl}/#head-office`,
    name: `${brand.name} Head Office`,
    description: brandText(locale).description,
    url: brand.siteUrl,
    image: absoluteUrl('/brand/sharing-banner.jpg'),
    telephone: brand.phone.tel,
    email: brand.email.concierge,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street,
      addressLocality: office.city,
      addressRegion: office.region,
      postalCode: office.postalCode,
      addressCountry: office.country,
    },
    openingHoursSpecification: HEAD_OFFICE_HOURS.map((entry) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: [...entry.days], opens: entry.opens, closes: entry.closes })),
    aggregateRating: { '@type': 'AggregateRating', ...HEAD_OFFICE_RATING },
    priceRange: HEAD_OFFICE_PRICE_RANGE,
    paymentAccepted: PAYMENT_ACCEPTED,
  };
}
