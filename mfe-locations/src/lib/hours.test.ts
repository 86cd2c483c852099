import { describe, expect, it } from 'vitest';
import { clockIn, openingStatus, parseHours, telLink, whatsappLink } from './hours';

const week = { monday: '09:00-21:00', tuesday: '09:00-21:00', wednesday: '09:00-21:00', thursday: '09:00-21:00', friday: '09:00-21:00', saturday: '10:00-20:00', sunday: '11:00-18:00' };

describe('opening hours, in the location’s own timezone', () => {
  // One instant: Monday 2026-03-02 23:30 UTC.
  const instant = new Date('2026-03-02T23:30:00Z');

  it('reads the weekday and time where the salon is, not where the visitor is', () => {
    expect(clockIn('Europe/Paris', instant)).toEqual({ weekday: 'tuesday', minutes: 30 }); // 00:30 Tuesday
    expect(clockIn('America/Los_Angeles', instant)).toEqual({ weekday: 'monday', minutes: 15 * 60 + 30 }); // 15:30 Monday
    expect(clockIn('America/New_York', instant)).toEqual({ weekday: 'monday', minutes: 18 * 60 + 30 });
  });

  it('the same instant is open in Los Angeles and closed in Paris, on different days', () => {
    expect(openingStatus({ timezone: 'America/Los_Angeles', hours: week }, instant)).toEqual({ today: 'monday', hours: '09:00-21:00', open: true });
    expect(openingStatus({ timezone: 'Europe/Paris', hours: week }, instant)).toEqual({ today: 'tuesday', hours: '09:00-21:00', open: false });
  });

  it('opens at the opening minute and closes at the closing minute', () => {
    // Sunday 2026-03-08, London (UTC+0 in March before the change): 11:00 and 18:00.
    expect(openingStatus({ timezone: 'Europe/London', hours: week }, new Date('2026-03-08T10:59:00Z')).open).toBe(false);
    expect(openingStatus({ timezone: 'Europe/London', hours: week }, new Date('2026-03-08T11:00:00Z')).open).toBe(true);
    expect(openingStatus({ timezone: 'Europe/London', hours: week }, new Date('2026-03-08T17:59:00Z')).open).toBe(true);
    expect(openingStatus({ timezone: 'Europe/London', hours: week }, new Date('2026-03-08T18:00:00Z')).open).toBe(false);
  });

  it('follows daylight saving time (Toronto in summer is UTC-4)', () => {
    expect(clockIn('America/Toronto', new Date('2026-07-15T13:00:00Z'))).toEqual({ weekday: 'wednesday', minutes: 9 * 60 });
    expect(clockIn('America/Toronto', new Date('2026-01-15T13:00:00Z'))).toEqual({ weekday: 'thursday', minutes: 8 * 60 });
  });

  it('treats a closed day as closed', () => {
    expect(parseHours('Closed')).toBeNull();
    expect(openingStatus({ timezone: 'Europe/Rome', hours: { ...week, sunday: 'Closed' } }, new Date('2026-03-08T12:00:00Z'))).toEqual({ today: 'sunday', hours: 'Closed', open: false });
  });
});

describe('contact links', () => {
  it('builds the WhatsApp link from the digits of the number', () => {
    expect(whatsappLink('+33 6 12 34 56 78')).toBe('https://wa.me/33612345678');
    expect(whatsappLink('+1 (404) 555-0187')).toBe('https://wa.me/14045550187');
  });

  it('builds a tel: link', () => {
    expect(telLink('+1 (310) 555-0142')).toBe('tel:+13105550142');
  });
});
