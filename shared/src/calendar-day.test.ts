import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarDayText } from './calendar-day';

// The element is defined on the test document by vitest.setup.ts, as the boot script does on a page.
beforeEach(() => {
  // Saturday 21 November 2026, late: still the 21st in the visitor's calendar.
  vi.useFakeTimers({ now: new Date(2026, 10, 21, 23, 30), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('<calendar-day>', () => {
  it('says the day counted from today in the visitor’s calendar, as soon as it is in the page', () => {
    document.body.innerHTML = `<p><calendar-day days-ahead="1" show="weekday"></calendar-day> <calendar-day days-ahead="1" show="day"></calendar-day> <calendar-day days-ahead="1" show="month"></calendar-day></p>`;
    expect(document.querySelector('p')!.textContent).toBe('Sun 22 November');
  });

  it('crosses into the next month and follows a change of its day', () => {
    document.body.innerHTML = `<calendar-day days-ahead="10" show="day"></calendar-day>`;
    const day = document.querySelector('calendar-day')!;
    expect(day.textContent).toBe('1');
    day.setAttribute('days-ahead', '11');
    expect(day.textContent).toBe('2');
  });

  it('speaks the page’s language', () => {
    document.body.innerHTML = `<p lang="fr"><calendar-day days-ahead="1" show="weekday"></calendar-day> <calendar-day days-ahead="1" show="month"></calendar-day></p>`;
    expect(document.querySelector('p')!.textContent).toBe('dim. novembre');
    expect(calendarDayText(2, 'weekday', new Date(2026, 10, 21), 'es')).toBe('lun');
  });
});
