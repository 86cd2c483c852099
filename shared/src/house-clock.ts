/**
 * A house's clock: its hours today and whether it is open now, in its own time zone, and today
 * marked in its week. A page's HTML is written before anyone reads it (a city page's first view,
 * at build time), so the clock is a custom element, `<house-clock>`, that sets it right as soon as
 * it is parsed and every minute after, with no app code: the boot script defines it before
 * anything is painted (shell/src/boot/boot.ts), and the remote that owns the houses writes it with
 * the moment's answer already in (mfe-locations/src/components/city/HouseClock.tsx).
 *
 * What it sets, for the stylesheet and for assistive technology:
 * - `data-open` on itself while the house is open, and `data-today` with today's weekday;
 * - `aria-current="date"` on the descendant marked `data-weekday` with today's weekday, and in each
 *   such day the text of what is marked `data-today-text`: that text on today, none on another day;
 * - the text of each descendant marked `data-todays-hours`: today's hours;
 * - the text of each descendant marked `data-open-text` and `data-closed-text`: the one that holds
 *   now, in the page's own words.
 */

// React's JSX learns `<house-clock>` here, for every program that imports this module.
import type {} from './house-clock-element';
import { CLOSED_TEXT_ATTRIBUTE, HOURS_TEXT_ATTRIBUTE, OPEN_ATTRIBUTE, OPEN_TEXT_ATTRIBUTE, TODAY_ATTRIBUTE, TODAY_TEXT_ATTRIBUTE, TODAYS_HOURS_ATTRIBUTE, WEEKDAY_ATTRIBUTE } from './page-protocol';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export const weekdays: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A house's week: each weekday's hours as written, `09:00-21:00` or `Closed`. */
export type WeekHours = Record<Weekday, string>;

export interface OpeningStatus {
  /** The weekday it is now in the house's own time zone. */
  today: Weekday;
  /** Today's hours as written, e.g. '09:00-21:00' or 'Closed'. */
  hours: string;
  open: boolean;
}

/** Wall-clock time in `timeZone`, from Intl (never the visitor's own zone). */
export function clockIn(timeZone: string, now: Date): { weekday: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { weekday: part('weekday').toLowerCase() as Weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** '09:00-21:00' as minutes since midnight; null for 'Closed' or anything unreadable. */
export function parseHours(text: string): { opens: number; closes: number } | null {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, oh, om, ch, cm] = match.map(Number) as [number, number, number, number, number];
  return { opens: oh * 60 + om, closes: ch * 60 + cm };
}

/** Whether the house is open at `now`, reckoned in its own time zone. */
export function openingStatus(house: { timezone: string; hours: WeekHours }, now: Date = new Date()): OpeningStatus {
  const { weekday, minutes } = clockIn(house.timezone, now);
  const hours = house.hours[weekday];
  const range = parseHours(hours);
  return { today: weekday, hours, open: !!range && minutes >= range.opens && minutes < range.closes };
}

/** Hours as a page shows them: `09:00 – 21:00`. */
export const shownHours = (hours: string) => hours.replace('-', ' – ');

export const HOUSE_CLOCK_ELEMENT = 'house-clock';

/** Each weekday's hours as the page's language writes them (HOURS_TEXT_ATTRIBUTE), if it says. */
function writtenHours(element: Element): Partial<Record<Weekday, string>> | null {
  try {
    return JSON.parse(element.getAttribute(HOURS_TEXT_ATTRIBUTE) ?? 'null') as Partial<Record<Weekday, string>> | null;
  } catch {
    return null;
  }
}

/** Sets a clock's marks and text for `now`. */
export function showTime(clock: Element, house: { timezone: string; hours: WeekHours }, now: Date): void {
  const status = openingStatus(house, now);
  const setText = (element: Element, text: string | null) => {
    if (text !== null && element.textContent !== text) element.textContent = text;
  };
  clock.toggleAttribute(OPEN_ATTRIBUTE, status.open);
  clock.setAttribute(TODAY_ATTRIBUTE, status.today);
  for (const day of clock.querySelectorAll(`[${WEEKDAY_ATTRIBUTE}]`)) {
    const isToday = day.getAttribute(WEEKDAY_ATTRIBUTE) === status.today;
    if (isToday) day.setAttribute('aria-current', 'date');
    else day.removeAttribute('aria-current');
    for (const label of day.querySelectorAll(`[${TODAY_TEXT_ATTRIBUTE}]`)) setText(label, isToday ? label.getAttribute(TODAY_TEXT_ATTRIBUTE) : '');
  }
  for (const hours of clock.querySelectorAll(`[${TODAYS_HOURS_ATTRIBUTE}]`)) setText(hours, writtenHours(hours)?.[status.today] ?? shownHours(status.hours));
  for (const label of clock.querySelectorAll(`[${OPEN_TEXT_ATTRIBUTE}]`)) setText(label, label.getAttribute(status.open ? OPEN_TEXT_ATTRIBUTE : CLOSED_TEXT_ATTRIBUTE));
}

const MINUTE_MS = 60_000;

/** The house a clock's attributes name (`timezone`, and `hours` as JSON), or null when they do not. */
function houseOf(clock: Element): { timezone: string; hours: WeekHours } | null {
  try {
    const hours = JSON.parse(clock.getAttribute('hours') ?? 'null') as Partial<WeekHours> | null;
    const timezone = clock.getAttribute('timezone');
    if (!timezone || !hours || !weekdays.every((day) => typeof hours[day] === 'string')) return null;
    // An unknown time zone throws here, not each minute.
    clockIn(timezone, new Date());
    return { timezone, hours: hours as WeekHours };
  } catch {
    return null;
  }
}

/** Defines `<house-clock>` in `win`, once. A clock whose attributes name no house keeps its HTML as written. */
export function defineHouseClock(win: Window & typeof globalThis): void {
  if (win.customElements.get(HOUSE_CLOCK_ELEMENT)) return;
  class HouseClock extends win.HTMLElement {
    #timer: number | undefined;

    connectedCallback() {
      const house = houseOf(this);
      if (!house) return;
      const show = () => showTime(this, house, new Date());
      show();
      // Parsed from the page, the clock's own rows come after it: set again once they are there.
      if (this.ownerDocument.readyState === 'loading') this.ownerDocument.addEventListener('DOMContentLoaded', show, { once: true });
      // On each minute, so a house opens on the page at its opening minute.
      const tick = () => {
        show();
        this.#timer = win.setTimeout(tick, MINUTE_MS - (win.Date.now() % MINUTE_MS));
      };
      this.#timer = win.setTimeout(tick, MINUTE_MS - (win.Date.now() % MINUTE_MS));
    }

    disconnectedCallback() {
      win.clearTimeout(this.#timer);
    }
  }
  win.customElements.define(HOUSE_CLOCK_ELEMENT, HouseClock);
}
