/**
 * An iCalendar (RFC 5545) file for the booked appointment, built on the client: nothing is sent.
 * Times are floating local times (the salon's wall clock), lines end in CRLF and are folded at
 * 75 octets, and text values are escaped.
 */
export interface CalendarEvent {
  uid: string;
  /** yyyy-mm-dd and HH:MM, the salon's local time. */
  date: string;
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  /** When the file was made (DTSTAMP), in UTC. */
  stamp: Date;
}

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuation lines start with a space). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (new TextEncoder().encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function buildIcs(event: CalendarEvent, productId = '-//Noirelle//Booking//EN'): string {
  const start = `${event.date.replace(/-/g, '')}T${event.time.replace(':', '')}00`;
  const hours = Math.floor(event.durationMinutes / 60);
  const minutes = event.durationMinutes % 60;
  const duration = event.durationMinutes > 0 ? `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}` : 'PT0M';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${start}`,
    `DURATION:${duration}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
