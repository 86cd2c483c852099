import type { IntlShape } from 'shared';

/**
 * '2025-03-10' as the page's language writes a long date: 'March 10, 2025', '10 mars 2025',
 * '10 de marzo de 2025' (read as a calendar day: no timezone moves it).
 */
export const formatPublished = (intl: IntlShape, isoDate: string) =>
  intl.formatDate(new Date(`${isoDate}T12:00:00Z`), { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
