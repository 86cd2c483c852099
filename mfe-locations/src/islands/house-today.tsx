import { defineIsland } from 'shared';
import { useHouseClock, type HouseClockProps } from '../lib/house-clock';
import { openingStatus } from '../lib/hours';

/** A house's hours today and whether it is open now, in its own timezone: an island, its clock runs. */
export default defineIsland('locations/house-today', HouseToday);

function HouseToday({ hours, timezone, writtenAt }: HouseClockProps) {
  const status = openingStatus({ hours, timezone }, useHouseClock(writtenAt));
  return (
    <>
      {status.hours.replace('-', ' – ')}
      <span className={`ml-3 inline-block px-2 py-0.5 align-middle text-[0.65rem] tracking-[0.2em] uppercase ${status.open ? 'bg-gold text-espresso' : 'border border-mist/60 text-mist'}`}>{status.open ? 'Open now' : 'Closed'}</span>
    </>
  );
}
