import { brand, defineMessages, formatUsd, intlFor, SOURCE_LOCALE, type IntlShape, type Locale } from 'shared';
import { experiences } from '../data/experiences';
import { addOnsIn, experiencesIn } from '../data/localized';
import type { BookingDraft } from './booking-machine';
import { buildIcs } from './ics';
import { bookingTotal, durationMinutes } from './totals';

const messages = defineMessages({
  summary: { id: 'booking.calendar.summary', defaultMessage: '{brand}: {service}' },
  service: { id: 'booking.calendar.service', defaultMessage: '{service}, {duration}.' },
  addOns: { id: 'booking.calendar.add-ons', defaultMessage: 'Add-ons: {addOns}.' },
  total: { id: 'booking.calendar.total', defaultMessage: 'Total {total}.' },
  questions: { id: 'booking.calendar.questions', defaultMessage: 'Questions: {phone}.' },
});

/**
 * The appointment as an iCalendar file, built here in the browser (nothing is sent), in the
 * language of `intl` (the page's; English where none is given).
 */
export function bookingCalendarFile(draft: BookingDraft, stamp = new Date(), intl: IntlShape = intlFor(SOURCE_LOCALE)): string | null {
  const locale = intl.locale as Locale;
  const service = experiencesIn(locale).find((experience) => experience.id === draft.service);
  // Its length is read from the English data, whose durations it understands.
  const english = experiences.find((experience) => experience.id === draft.service);
  if (!service || !english || !draft.date || !draft.time) return null;
  const chosen = addOnsIn(locale).filter((addOn) => draft.addons.includes(addOn.id));
  return buildIcs({
    uid: `${draft.date}-${draft.time.replace(':', '')}-${service.id}@${brand.domains.flagship}`,
    date: draft.date,
    time: draft.time,
    durationMinutes: durationMinutes(english.duration),
    summary: intl.formatMessage(messages.summary, { brand: brand.name, service: service.name }),
    description: [
      intl.formatMessage(messages.service, { service: service.name, duration: service.duration }),
      chosen.length ? intl.formatMessage(messages.addOns, { addOns: chosen.map((addOn) => addOn.name).join(', ') }) : '',
      intl.formatMessage(messages.total, { total: formatUsd(intl, bookingTotal(draft.service, draft.addons)) }),
      intl.formatMessage(messages.questions, { phone: brand.phone.display }),
    ]
      .filter(Boolean)
      .join('\n'),
    stamp,
  });
}
