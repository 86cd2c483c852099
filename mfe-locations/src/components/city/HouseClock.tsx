import { defineMessages, HOURS_TEXT_ATTRIBUTE, useIntl, type IntlShape } from 'shared';
import { openingStatus, parseHours, shownHours, weekdays, type Weekday, type WeekHours } from 'shared/house-clock';

const messages = defineMessages({
  open: { id: 'locations.clock.open', defaultMessage: 'Open now' },
  closed: { id: 'locations.clock.closed', defaultMessage: 'Closed' },
  caption: { id: 'locations.clock.caption', defaultMessage: 'Opening hours ({zone})' },
  today: { id: 'locations.clock.today', defaultMessage: 'Today' },
  zone: { id: 'locations.clock.zone', defaultMessage: '{city} time', description: 'a house’s time zone on a page in another language than English, named by the house’s city (English pages show its IANA name)' },
});

interface HouseClockProps {
  hours: WeekHours;
  timezone: string;
  /** The house's city, which names its time zone on a page in another language. */
  city: string;
  /** The moment the HTML is written for: `<house-clock>` sets it right for the moment it is read. */
  at: Date;
}

const english = (intl: IntlShape) => intl.locale === 'en';

/** A house's time zone as a page says it: its IANA name in English ('America/Los Angeles'), the city's time elsewhere. */
export const zoneName = (timezone: string, city: string, intl: IntlShape): string => (english(intl) ? timezone.replace('_', ' ') : intl.formatMessage(messages.zone, { city }));

const clockTime = (minutes: number, intl: IntlShape) => intl.formatTime(Date.UTC(2024, 0, 1, 0, minutes), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** A day's hours as the page's language writes them: `09:00 – 21:00` (24-hour clock in every language), or Closed. */
function hoursText(hours: string, intl: IntlShape): string {
  if (english(intl)) return shownHours(hours);
  const range = parseHours(hours);
  return range ? `${clockTime(range.opens, intl)} – ${clockTime(range.closes, intl)}` : intl.formatMessage(messages.closed);
}

/** A weekday's name in the page's language: as the data writes it in English (the stylesheet capitalises it). */
function weekdayName(day: Weekday, intl: IntlShape): string {
  if (english(intl)) return day;
  // 1 January 2024 was a Monday.
  return intl.formatDate(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)), { weekday: 'long', timeZone: 'UTC' });
}

/** The clock's attributes, and its marks for the moment the HTML is written. */
function clockAttributes({ hours, timezone, at }: HouseClockProps) {
  const status = openingStatus({ hours, timezone }, at);
  return { status, attributes: { timezone, hours: JSON.stringify(hours), 'data-today': status.today, 'data-open': status.open ? ('' as const) : undefined } };
}

/** A house's hours today and whether it is open now, in its own time zone (shared/src/house-clock.ts). */
export function HouseToday(props: HouseClockProps) {
  const intl = useIntl();
  const { status, attributes } = clockAttributes(props);
  // In another language than English, the clock writes each day's hours as the page's language does.
  const written = english(intl) ? undefined : JSON.stringify(Object.fromEntries(weekdays.map((day) => [day, hoursText(props.hours[day], intl)])));
  const openText = intl.formatMessage(messages.open);
  const closedText = intl.formatMessage(messages.closed);
  return (
    <house-clock {...attributes} className="group">
      {/* The clock sets these texts: the app adopting the page leaves them as the clock set them. */}
      <span data-todays-hours="" {...{ [HOURS_TEXT_ATTRIBUTE]: written }} suppressHydrationWarning>
        {hoursText(status.hours, intl)}
      </span>
      <span data-open-text={openText} data-closed-text={closedText} suppressHydrationWarning className="ml-3 inline-block border border-mist/60 px-2 py-0.5 align-middle text-[0.65rem] tracking-[0.2em] text-mist uppercase group-data-open:border-gold group-data-open:bg-gold group-data-open:text-espresso">
        {status.open ? openText : closedText}
      </span>
    </house-clock>
  );
}

/** A house's week of opening hours, today marked, in its own time zone. */
export function HouseWeek(props: HouseClockProps) {
  const intl = useIntl();
  const { status, attributes } = clockAttributes(props);
  const todayText = intl.formatMessage(messages.today);
  return (
    <house-clock {...attributes} className="block">
      <table className="w-full text-left">
        <caption className="eyebrow mb-4 text-left text-gold">{intl.formatMessage(messages.caption, { zone: <>{zoneName(props.timezone, props.city, intl)}</> })}</caption>
        <tbody>
          {weekdays.map((day) => (
            <tr key={day} data-weekday={day} aria-current={day === status.today ? 'date' : undefined} className="border-b border-gold/15 text-ivory/90 aria-[current=date]:text-gold">
              <th scope="row" className="py-3 font-normal capitalize">
                {weekdayName(day, intl)}
                <span data-today-text={todayText} suppressHydrationWarning className="ml-2 text-xs tracking-[0.2em] uppercase empty:hidden">
                  {day === status.today ? todayText : ''}
                </span>
              </th>
              <td className="py-3 text-right">{hoursText(props.hours[day], intl)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </house-clock>
  );
}
