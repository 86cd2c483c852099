import { defineIsland } from 'shared';
import { useHouseClock, type HouseClockProps } from '../lib/house-clock';
import { openingStatus, weekdays } from '../lib/hours';

/** A house's week of opening hours, today marked, in its own timezone: an island, its clock runs. */
export default defineIsland('locations/house-week', HouseWeek);

function HouseWeek({ hours, timezone, writtenAt }: HouseClockProps) {
  const { today } = openingStatus({ hours, timezone }, useHouseClock(writtenAt));
  return (
    <table className="w-full text-left">
      <caption className="eyebrow mb-4 text-left text-gold">Opening hours ({timezone.replace('_', ' ')})</caption>
      <tbody>
        {weekdays.map((day) => (
          <tr key={day} aria-current={day === today ? 'date' : undefined} className={`border-b border-gold/15 ${day === today ? 'text-gold' : 'text-ivory/90'}`}>
            <th scope="row" className="py-3 font-normal capitalize">
              {day}
              {day === today && <span className="ml-2 text-xs tracking-[0.2em] uppercase">Today</span>}
            </th>
            <td className="py-3 text-right">{hours[day].replace('-', ' – ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
