import { SOURCE_LOCALE, type Locale } from 'shared';

/** Spec (section 9): date choices cover 7 days starting tomorrow. */
export const BOOKING_DAYS = 7;

const iso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Tomorrow and the six days after it, in the visitor's calendar, as yyyy-mm-dd. */
export function bookingDays(today: Date = new Date(), count = BOOKING_DAYS): string[] {
  return Array.from({ length: count }, (_, index) => iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1 + index)));
}

/** A yyyy-mm-dd read as a calendar day (no timezone can move it to the day before). */
const calendarDay = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** 'Tuesday, March 3, 2026' ('mardi 3 mars 2026' in French), for the summary. */
export function longDate(isoDate: string, locale: Locale = SOURCE_LOCALE): string {
  return new Intl.DateTimeFormat(locale === SOURCE_LOCALE ? 'en-US' : locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(calendarDay(isoDate));
}
