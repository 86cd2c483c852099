import { defineMessages, type IntlShape } from 'shared';
import { art, type ArtId } from './art/generated/manifest';

/** Words more than one part of the remote says. */
export const common = defineMessages({
  locations: { id: 'locations.crumbs.locations', defaultMessage: 'Locations' },
  bookAppointment: { id: 'locations.common.book-appointment', defaultMessage: 'Book an Appointment' },
  visit: { id: 'locations.common.visit', defaultMessage: 'Visit' },
});

const artAlts = defineMessages({
  wide: { id: 'locations.art.skyline', defaultMessage: 'Gold line drawing of the {city} skyline at dusk' },
  tall: { id: 'locations.art.skyline-tall', defaultMessage: 'The {city} skyline in gold, drawn tall' },
  light: { id: 'locations.art.skyline-light', defaultMessage: 'The {city} skyline drawn in espresso ink on warm ivory' },
});

/**
 * A picture's description in the page's language: the art's own (English, art.config.ts) on an
 * English page, the same sentence translated elsewhere.
 */
export function artAlt(id: ArtId, city: string, intl: IntlShape): string {
  if (intl.locale === 'en') return art[id].alt;
  const variant = id.endsWith('-tall') ? artAlts.tall : id.endsWith('-light') ? artAlts.light : artAlts.wide;
  return intl.formatMessage(variant, { city });
}
