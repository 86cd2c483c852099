import { describe, expect, it } from 'vitest';
import { addOns, experiences, timeSlots } from '../data/experiences';
import { bookingReducer, canComplete, initialBooking, type BookingAction, type BookingState } from './booking-machine';
import { bookingDays, longDate } from './dates';
import { buildIcs } from './ics';
import { bookingTotal, durationMinutes } from './totals';

const run = (...actions: BookingAction[]): BookingState => actions.reduce(bookingReducer, initialBooking);
const chosen = (): BookingAction[] => [{ type: 'selectService', id: 'royal-hair-ritual' }, { type: 'setDate', date: '2026-03-03' }, { type: 'setTime', time: '11:30' }];

describe('booking data (spec, section 3)', () => {
  it('has the four experiences, five add-ons and six slots of the spec', () => {
    expect(experiences.map(({ id, duration, price }) => [id, duration, price])).toEqual([
      ['signature-facial', '90 minutes', '450'],
      ['royal-hair-ritual', '120 minutes', '550'],
      ['couture-makeup', '75 minutes', '375'],
      ['total-transformation', '4 hours', '1200'],
    ]);
    expect(addOns.map(({ id, price }) => [id, price])).toEqual([
      ['gold-mask', 150],
      ['scalp-treatment', 120],
      ['hand-ritual', 95],
      ['lash-enhancement', 85],
      ['champagne', 120],
    ]);
    expect(timeSlots).toEqual(['10:00', '11:30', '13:00', '14:30', '16:00', '17:30']);
  });
});

describe('the booking state machine (spec, section 4)', () => {
  it('selecting a service sets step 1 and clears add-ons', () => {
    const state = bookingReducer({ step: 0, draft: { ...initialBooking.draft, addons: ['champagne'] } }, { type: 'selectService', id: 'couture-makeup' });
    expect(state).toMatchObject({ step: 1, draft: { service: 'couture-makeup', addons: [] } });
  });

  it('Back to Services clears the service and returns to step 0', () => {
    expect(run({ type: 'selectService', id: 'couture-makeup' }, { type: 'backToServices' })).toMatchObject({ step: 0, draft: { service: null } });
  });

  it('continues from step 1 only with both date and time', () => {
    expect(run({ type: 'selectService', id: 'signature-facial' }, { type: 'continue' }).step).toBe(1);
    expect(run({ type: 'selectService', id: 'signature-facial' }, { type: 'setDate', date: '2026-03-03' }, { type: 'continue' }).step).toBe(1);
    expect(run(...chosen(), { type: 'continue' }).step).toBe(2);
  });

  it('toggles add-ons by id on step 2, then goes 2 to 3 and back 3 to 2 and 2 to 1', () => {
    const step2 = run(...chosen(), { type: 'continue' }, { type: 'toggleAddon', id: 'gold-mask' }, { type: 'toggleAddon', id: 'champagne' }, { type: 'toggleAddon', id: 'gold-mask' });
    expect(step2.draft.addons).toEqual(['champagne']);
    const step3 = bookingReducer(step2, { type: 'continue' });
    expect(step3.step).toBe(3);
    expect(bookingReducer(step3, { type: 'back' }).step).toBe(2);
    expect(bookingReducer(bookingReducer(step3, { type: 'back' }), { type: 'back' }).step).toBe(1);
  });

  it('completes only with name, email and phone, and keeps the draft (nothing is sent)', () => {
    const step3 = run(...chosen(), { type: 'continue' }, { type: 'continue' });
    expect(bookingReducer(step3, { type: 'complete' }).step).toBe(3);
    const filled = [
      { type: 'setField', field: 'name', value: 'Ama Mensah' },
      { type: 'setField', field: 'email', value: 'ama@example.com' },
      { type: 'setField', field: 'phone', value: '+1 404 555 0100' },
    ] as const;
    const ready = filled.reduce(bookingReducer, step3);
    expect(canComplete(ready.draft)).toBe(true);
    expect(canComplete({ ...ready.draft, phone: '   ' })).toBe(false);
    expect(bookingReducer(ready, { type: 'complete' })).toMatchObject({ step: 4, draft: { service: 'royal-hair-ritual', name: 'Ama Mensah' } });
  });

  it('ignores actions that do not belong to the current step', () => {
    expect(run({ type: 'toggleAddon', id: 'champagne' })).toBe(initialBooking);
    expect(run({ type: 'continue' })).toBe(initialBooking);
    expect(run(...chosen(), { type: 'setField', field: 'name', value: 'x' }).draft.name).toBe('');
  });
});

describe('dates', () => {
  it('offers tomorrow and the six days after it, across a month end', () => {
    expect(bookingDays(new Date(2026, 2, 29, 23, 59))).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
  });

  it('labels the summary with the long date', () => {
    expect(longDate('2026-03-03')).toBe('Tuesday, March 3, 2026');
  });
});

describe('totals and durations', () => {
  it('adds the chosen add-ons to the service price', () => {
    expect(bookingTotal('total-transformation', [])).toBe(1200);
    expect(bookingTotal('signature-facial', ['gold-mask', 'champagne', 'lash-enhancement'])).toBe(450 + 150 + 120 + 85);
  });

  it('reads durations', () => {
    expect(durationMinutes('90 minutes')).toBe(90);
    expect(durationMinutes('4 hours')).toBe(240);
    expect(durationMinutes('3-4 hours')).toBe(240);
  });
});

/** A small RFC 5545 reader: unfolds lines and checks the structure a calendar app relies on. */
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const raw = text.slice(0, -2).split('\r\n');
  for (const line of raw) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = raw.reduce<string[]>((all, line) => (line.startsWith(' ') ? [...all.slice(0, -1), all.at(-1) + line.slice(1)] : [...all, line]), []);
  const stack: string[] = [];
  const props: Record<string, string> = {};
  for (const line of lines) {
    const [key = '', ...rest] = line.split(':');
    const value = rest.join(':');
    if (key === 'BEGIN') stack.push(value);
    else if (key === 'END') expect(stack.pop()).toBe(value);
    else props[key] = value;
  }
  expect(stack).toEqual([]);
  return props;
}

describe('Add to calendar (.ics)', () => {
  it('is a valid iCalendar event with the appointment', () => {
    const text = buildIcs({
      uid: 'booking-1@noirelle.beauty',
      date: '2026-03-03',
      time: '11:30',
      durationMinutes: 120,
      summary: 'Royal Hair Ritual, Noirelle',
      description: 'Add-ons: Champagne Service; 24K Gold Mask. A demonstration, not a confirmed appointment, with a long line that must be folded to stay under seventy-five octets.',
      stamp: new Date('2026-03-01T10:00:00Z'),
    });
    const props = parseIcs(text);
    expect(props).toMatchObject({ VERSION: '2.0', DTSTART: '20260303T113000', DURATION: 'PT2H', DTSTAMP: '20260301T100000Z', UID: 'booking-1@noirelle.beauty' });
    expect(props.SUMMARY).toBe('Royal Hair Ritual\\, Noirelle');
    expect(props.DESCRIPTION).toContain('Champagne Service\\; 24K Gold Mask');
    expect(props.PRODID).toBeTruthy();
  });

  it('writes durations as RFC 5545 durations, including minutes and zero', () => {
    const at = (durationMinutes: number) => parseIcs(buildIcs({ uid: 'u', date: '2026-03-03', time: '10:00', durationMinutes, summary: 's', description: 'd', stamp: new Date(0) })).DURATION;
    expect(at(90)).toBe('PT1H30M');
    expect(at(75)).toBe('PT1H15M');
    expect(at(240)).toBe('PT4H');
    expect(at(0)).toBe('PT0M');
  });
});
