import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockIn, openingStatus, parseHours } from './house-clock';

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

describe('<house-clock>', () => {
  const paris = { timezone: 'Europe/Paris', hours: week };
  // Written on a Monday at 13:00 in Paris: open, Monday marked.
  const writtenOpen = `<house-clock timezone="Europe/Paris" hours='${JSON.stringify(week)}' data-open="" data-today="monday">
    <span data-todays-hours="">09:00 – 21:00</span> <span data-open-text="Open now" data-closed-text="Closed">Open now</span>
    <table><tbody>${Object.keys(week).map((day) => `<tr data-weekday="${day}"${day === 'monday' ? ' aria-current="date"' : ''}><th>${day}<span data-today-text="Today">${day === 'monday' ? 'Today' : ''}</span></th></tr>`).join('')}</tbody></table>
  </house-clock>`;

  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('shows the house’s own time as soon as it is in the page, whatever its HTML was written for', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T23:30:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    document.body.innerHTML = writtenOpen;
    const clock = document.querySelector('house-clock')!;
    expect(clock).not.toHaveAttribute('data-open');
    expect(clock).toHaveAttribute('data-today', 'tuesday');
    expect(document.querySelector('[data-weekday="tuesday"]')).toHaveAttribute('aria-current', 'date');
    expect(document.querySelector('[data-weekday="monday"]')).not.toHaveAttribute('aria-current');
    expect(clock).toHaveTextContent(/^09:00 – 21:00 Closed mondaytuesdayTodaywednesday/);
    expect(openingStatus(paris, new Date()).open).toBe(false);
  });

  it('opens on the page at the opening minute', () => {
    // Tuesday 08:59:30 in Paris (UTC+1 in March).
    vi.useFakeTimers({ now: new Date('2026-03-03T07:59:30Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    document.body.innerHTML = writtenOpen;
    const clock = document.querySelector('house-clock')!;
    expect(clock).not.toHaveAttribute('data-open');
    vi.advanceTimersByTime(30_000);
    expect(clock).toHaveAttribute('data-open', '');
    expect(clock).toHaveTextContent(/^09:00 – 21:00 Open now/);
  });

  it("shows today's hours as the page's language writes them, where it says", () => {
    vi.useFakeTimers({ now: new Date('2026-03-08T12:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const french = Object.fromEntries(Object.entries(week).map(([day, hours]) => [day, hours.replace(/(\d{2}):00-(\d{2}):00/, '$1 h – $2 h')]));
    document.body.innerHTML = writtenOpen.replace('<span data-todays-hours="">', `<span data-todays-hours="" data-hours-text='${JSON.stringify(french)}'>`);
    expect(document.querySelector('house-clock')).toHaveAttribute('data-today', 'sunday');
    expect(document.querySelector('[data-todays-hours]')).toHaveTextContent('11 h – 18 h');
  });

  it('keeps its HTML as written when its attributes name no house', () => {
    document.body.innerHTML = writtenOpen.replace('Europe/Paris', 'Mars/Olympus_Mons');
    expect(document.querySelector('house-clock')).toHaveAttribute('data-today', 'monday');
    document.body.innerHTML = writtenOpen.replace(`'${JSON.stringify(week)}'`, "'{\"monday\":'");
    expect(document.querySelector('house-clock')).toHaveAttribute('data-open', '');
  });

  it('stops its minutes once it leaves the page', () => {
    vi.useFakeTimers({ now: new Date('2026-03-03T07:59:30Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    document.body.innerHTML = writtenOpen;
    expect(vi.getTimerCount()).toBe(1);
    document.body.replaceChildren();
    expect(vi.getTimerCount()).toBe(0);
  });
});
