import { useSyncExternalStore } from 'react';
import type { Weekday } from './hours';

/** What a house's clock needs: its hours, its timezone, and when its HTML was written. */
export interface HouseClockProps {
  hours: Record<Weekday, string>;
  timezone: string;
  writtenAt: string;
}

const MINUTE_MS = 60_000;
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
function subscribeToMinutes(onMinute: () => void): () => void {
  const timer = setInterval(onMinute, MINUTE_MS);
  return () => clearInterval(timer);
}

/**
 * The time a house's clock shows: the moment its HTML was written (`writtenAt`) while that HTML is
 * adopted, as it is, then now, to the minute. A first view written at build time shows the
 * build's hours until its island is live.
 */
export function useHouseClock(writtenAt: string): Date {
  return new Date(useSyncExternalStore(subscribeToMinutes, currentMinute, () => Date.parse(writtenAt)));
}
