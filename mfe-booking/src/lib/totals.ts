import { addOns, experiences, type AddOn, type Experience } from '../data/experiences';

/** The service's price plus each chosen add-on's, in dollars. */
export function bookingTotal(service: Experience['id'] | null, chosen: readonly AddOn['id'][]): number {
  const base = Number(experiences.find((experience) => experience.id === service)?.price ?? 0);
  return chosen.reduce((sum, id) => sum + (addOns.find((addOn) => addOn.id === id)?.price ?? 0), base);
}

/** '90 minutes' -> 90, '4 hours' -> 240, '3-4 hours' -> 240 (the longer reading). */
export function durationMinutes(duration: string): number {
  const hours = /(\d+)(?:-(\d+))?\s*hours?/.exec(duration);
  if (hours) return Number(hours[2] ?? hours[1]) * 60;
  const minutes = /(\d+)\s*minutes?/.exec(duration);
  return minutes ? Number(minutes[1]) : 60;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 1200 -> '$1,200' (spec: prices in dollars, shown with a dollar sign). */
export const formatDollars = (amount: number) => dollars.format(amount);
