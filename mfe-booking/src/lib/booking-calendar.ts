import { brand } from 'shared';
import { addOns, experiences } from '../data/experiences';
import type { BookingDraft } from './booking-machine';
import { buildIcs } from './ics';
import { bookingTotal, durationMinutes, formatDollars } from './totals';

/** The appointment as an iCalendar file, built here in the browser (nothing is sent). */
export function bookingCalendarFile(draft: BookingDraft, stamp = new Date()): string | null {
  const service = experiences.find((experience) => experience.id === draft.service);
  if (!service || !draft.date || !draft.time) return null;
  const chosen = addOns.filter((addOn) => draft.addons.includes(addOn.id));
  return buildIcs({
    uid: `${draft.date}-${draft.time.replace(':', '')}-${service.id}@${brand.domains.flagship}`,
    date: draft.date,
    time: draft.time,
    durationMinutes: durationMinutes(service.duration),
    summary: `${brand.name}: ${service.name}`,
    description: [
      `${service.name}, ${service.duration}.`,
      chosen.length ? `Add-ons: ${chosen.map((addOn) => addOn.name).join(', ')}.` : '',
      `Total ${formatDollars(bookingTotal(draft.service, draft.addons))}.`,
      `Questions: ${brand.phone.display}.`,
    ]
      .filter(Boolean)
      .join('\n'),
    stamp,
  });
}
