/**
 * A day of the visitor's own calendar, counted from today: `<calendar-day days-ahead="1"
 * show="weekday">` says tomorrow's weekday ("Sun"). A page's HTML is written before anyone reads it
 * (at build time), so a row of the coming days cannot be in it: the element writes its text as
 * soon as it is parsed, in the page's language, with no app code, since the boot script defines it
 * before anything is painted (./boot/page-behaviours.ts). An island that renders it gives it no
 * children of its own (an empty `dangerouslySetInnerHTML`), so hydration leaves that text alone.
 */

// React's JSX learns `<calendar-day>` here, for every program that imports this module.
import type {} from './calendar-day-element';

export const CALENDAR_DAY_ELEMENT = 'calendar-day';

const PARTS = { weekday: { weekday: 'short' }, day: { day: 'numeric' }, month: { month: 'long' } } as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type CalendarDayPart = keyof typeof PARTS;

/** The day `daysAhead` after `today` in the local calendar, as `show` says it in `locale`. */
export function calendarDayText(daysAhead: number, show: CalendarDayPart, today: Date, locale: string): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + daysAhead);
  return new Intl.DateTimeFormat(locale, PARTS[show]).format(day);
}

export function defineCalendarDay(win: Window & typeof globalThis): void {
  if (win.customElements.get(CALENDAR_DAY_ELEMENT)) return;
  class CalendarDay extends win.HTMLElement {
    static observedAttributes = ['days-ahead', 'show'];

    connectedCallback() {
      this.#write();
    }

    attributeChangedCallback() {
      if (this.isConnected) this.#write();
    }

    #write() {
      const show = this.getAttribute('show');
      if (!show || !(show in PARTS)) return;
      const locale = this.closest('[lang]')?.getAttribute('lang') || 'en-US';
      const text = calendarDayText(Number(this.getAttribute('days-ahead')) || 0, show as CalendarDayPart, new win.Date(), locale);
      if (this.textContent !== text) this.textContent = text;
    }
  }
  win.customElements.define(CALENDAR_DAY_ELEMENT, CalendarDay);
}
