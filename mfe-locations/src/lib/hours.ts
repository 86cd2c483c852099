export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export const weekdays: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

export interface OpeningStatus {
  /** The weekday it is now in the location's own timezone. */
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

/** Whether the location is open at `now`, reckoned in its own timezone. */
export function openingStatus(location: { timezone: string; hours: Record<Weekday, string> }, now: Date = new Date()): OpeningStatus {
  const { weekday, minutes } = clockIn(location.timezone, now);
  const hours = location.hours[weekday];
  const range = parseHours(hours);
  return { today: weekday, hours, open: !!range && minutes >= range.opens && minutes < range.closes };
}

/** https://wa.me/ takes the number as digits only, country code first. */
export const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** 'tel:' with digits and a leading plus. */
export const telLink = (number: string) => `tel:${number.trim().startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`;
