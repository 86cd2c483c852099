import { describe, expect, it } from 'vitest';
import { bookingCalendarFile } from './booking-calendar';
import { initialBooking } from './booking-machine';
import { formatDollars } from './totals';

/** Unfolds and splits an iCalendar file into its properties (RFC 5545, 3.1). */
function properties(ics: string): Map<string, string> {
  return new Map(
    ics
      .replace(/\r\n /g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)] as const)
      .filter(([key]) => !['BEGIN', 'END'].includes(key)),
  );
}

describe('the booking as a calendar file', () => {
  const draft = { ...initialBooking.draft, service: 'total-transformation' as const, date: '2026-11-24', time: '14:30' as const, addons: ['gold-mask', 'champagne'] as const };

  it('holds the experience, its start, its length and the total', () => {
    const file = bookingCalendarFile({ ...draft, addons: [...draft.addons] }, new Date('2026-11-21T10:00:00Z'));
    expect(file).not.toBeNull();
    const event = properties(file!);
    expect(event.get('DTSTART')).toBe('20261124T143000');
    expect(event.get('DURATION')).toBe('PT4H');
    expect(event.get('SUMMARY')).toBe('Noirelle: Total Transformation');
    expect(event.get('DESCRIPTION')).toContain('Add-ons: 24K Gold Mask\\, Champagne Service.');
    expect(event.get('DESCRIPTION')).toContain('Total $1\\,470.');
    expect(event.get('UID')).toBe('2026-11-24-1430-total-transformation@noirelle.beauty');
  });

  it('is not made before a service, a day and a time are chosen', () => {
    expect(bookingCalendarFile(initialBooking.draft)).toBeNull();
    expect(bookingCalendarFile({ ...draft, addons: [], time: null })).toBeNull();
  });
});

describe('small helpers', () => {
  it('writes dollars as the spec shows them', () => {
    expect(formatDollars(1200)).toBe('$1,200');
    expect(formatDollars(85)).toBe('$85');
  });
});
