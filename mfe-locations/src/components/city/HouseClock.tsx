import { openingStatus, shownHours, weekdays, type WeekHours } from 'shared/house-clock';

interface HouseClockProps {
  hours: WeekHours;
  timezone: string;
  /** The moment the HTML is written for: `<house-clock>` sets it right for the moment it is read. */
  at: Date;
}

/** The clock's attributes, and its marks for the moment the HTML is written. */
function clockAttributes({ hours, timezone, at }: HouseClockProps) {
  const status = openingStatus({ hours, timezone }, at);
  return { status, attributes: { timezone, hours: JSON.stringify(hours), 'data-today': status.today, 'data-open': status.open ? ('' as const) : undefined } };
}

/** A house's hours today and whether it is open now, in its own time zone (shared/src/house-clock.ts). */
export function HouseToday(props: HouseClockProps) {
  const { status, attributes } = clockAttributes(props);
  return (
    <house-clock {...attributes} className="group">
      {/* The clock sets these texts: the app adopting the page leaves them as the clock set them. */}
      <span data-todays-hours="" suppressHydrationWarning>
        {shownHours(status.hours)}
      </span>
      <span data-open-text="Open now" data-closed-text="Closed" suppressHydrationWarning className="ml-3 inline-block border border-mist/60 px-2 py-0.5 align-middle text-[0.65rem] tracking-[0.2em] text-mist uppercase group-data-open:border-gold group-data-open:bg-gold group-data-open:text-espresso">
        {status.open ? 'Open now' : 'Closed'}
      </span>
    </house-clock>
  );
}

/** A house's week of opening hours, today marked, in its own time zone. */
export function HouseWeek(props: HouseClockProps) {
  const { status, attributes } = clockAttributes(props);
  return (
    <house-clock {...attributes} className="block">
      <table className="w-full text-left">
        <caption className="eyebrow mb-4 text-left text-gold">Opening hours ({props.timezone.replace('_', ' ')})</caption>
        <tbody>
          {weekdays.map((day) => (
            <tr key={day} data-weekday={day} aria-current={day === status.today ? 'date' : undefined} className="border-b border-gold/15 text-ivory/90 aria-[current=date]:text-gold">
              <th scope="row" className="py-3 font-normal capitalize">
                {day}
                <span data-today-text="Today" suppressHydrationWarning className="ml-2 text-xs tracking-[0.2em] uppercase empty:hidden">
                  {day === status.today ? 'Today' : ''}
                </span>
              </th>
              <td className="py-3 text-right">{shownHours(props.hours[day])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </house-clock>
  );
}
