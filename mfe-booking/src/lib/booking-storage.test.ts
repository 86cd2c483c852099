import { describe, expect, it } from 'vitest';
import { initialBooking, type BookingState } from './booking-machine';
import { restoreBooking, serializeBooking } from './booking-storage';

const days = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const details = { name: 'Ama Mensah', email: 'ama@example.com', phone: '+1 404 555 0100', allergies: '', specialRequests: 'A quiet suite' };
const atDetails: BookingState = { step: 3, draft: { service: 'couture-makeup', date: '2026-11-24', time: '13:00', addons: ['champagne'], ...details } };

describe('restoring the draft from session storage', () => {
  it('resumes exactly where the visitor was', () => {
    expect(restoreBooking(serializeBooking(atDetails), days)).toEqual(atDetails);
  });

  it('starts fresh from nothing, broken JSON, another version or a value out of the spec', () => {
    expect(restoreBooking(null, days)).toBe(initialBooking);
    expect(restoreBooking('{not json', days)).toBe(initialBooking);
    for (const wrongShape of ['null', '42', '[1,2]', '"draft"', '{"step":"far","draft":[]}']) expect(restoreBooking(wrongShape, days)).toBe(initialBooking);
    expect(restoreBooking(JSON.stringify({ ...JSON.parse(serializeBooking(atDetails)), version: 0 }), days)).toBe(initialBooking);
    const withDraft = (draft: object) => JSON.stringify({ version: 1, step: 3, draft: { ...atDetails.draft, ...draft } });
    expect(restoreBooking(withDraft({ service: 'deluxe-facial' }), days)).toBe(initialBooking);
    expect(restoreBooking(withDraft({ time: '09:00' }), days)).toBe(initialBooking);
    expect(restoreBooking(withDraft({ addons: ['caviar'] }), days)).toBe(initialBooking);
    expect(restoreBooking(withDraft({ name: 42 }), days)).toBe(initialBooking);
    expect(restoreBooking(JSON.stringify({ version: 1, step: 7, draft: atDetails.draft }), days)).toBe(initialBooking);
  });

  it('never resumes a step the steps before it would not have allowed', () => {
    expect(restoreBooking(serializeBooking({ step: 2, draft: { ...initialBooking.draft } }), days)).toBe(initialBooking);
    expect(restoreBooking(serializeBooking({ ...atDetails, draft: { ...atDetails.draft, time: null } }), days)).toEqual({ step: 1, draft: { ...atDetails.draft, time: null } });
    expect(restoreBooking(serializeBooking({ step: 4, draft: { ...atDetails.draft, phone: '' } }), days)).toBe(initialBooking);
  });

  it('drops a day that is no longer bookable and goes back to Date & Time, keeping everything else', () => {
    const stale = { ...atDetails, draft: { ...atDetails.draft, date: '2026-11-20' } };
    expect(restoreBooking(serializeBooking(stale), days)).toEqual({ step: 1, draft: { ...atDetails.draft, date: null } });
  });

  it('keeps a finished booking as it was, past day included', () => {
    const done: BookingState = { step: 4, draft: { ...atDetails.draft, date: '2026-11-20' } };
    expect(restoreBooking(serializeBooking(done), days)).toEqual(done);
  });
});
