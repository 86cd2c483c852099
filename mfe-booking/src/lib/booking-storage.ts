import * as z from 'zod/mini';
import { addOns, experiences, timeSlots } from '../data/experiences';
import { canComplete, canContinueToAddons, initialBooking, type BookingState, type Step } from './booking-machine';

/**
 * The draft survives a reload: it is kept in session storage, so it lives as long as
 * the tab and never leaves the visitor's browser. What comes back is checked against the same
 * rules the wizard enforces, since anything can be written there (an older version of the site,
 * an extension, a hand in the devtools): a draft that fails is dropped, never half used.
 */
export const BOOKING_STORAGE_KEY = 'noirelle:booking-draft';
const VERSION = 1;

const text = z.string().check(z.maxLength(2000));
const storedBooking = z.object({
  version: z.literal(VERSION),
  step: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  draft: z.object({
    service: z.nullable(z.enum(experiences.map((experience) => experience.id) as [string, ...string[]])),
    date: z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    time: z.nullable(z.enum(timeSlots)),
    addons: z.array(z.enum(addOns.map((addOn) => addOn.id) as [string, ...string[]])).check(z.maxLength(addOns.length)),
    name: text,
    email: text,
    phone: text,
    allergies: text,
    specialRequests: text,
  }),
});

export function serializeBooking(state: BookingState): string {
  return JSON.stringify({ version: VERSION, ...state });
}

/**
 * The state to resume from a stored string, or the initial state. `bookableDays` are today's
 * date choices: a day chosen yesterday may have passed, so an unfinished booking keeps everything
 * but that day and goes back to the Date & Time step. A finished one keeps its summary as it was.
 */
export function restoreBooking(stored: string | null, bookableDays: readonly string[]): BookingState {
  if (!stored) return initialBooking;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return initialBooking;
  }
  const parsed = storedBooking.safeParse(json);
  if (!parsed.success) return initialBooking;
  const { step, draft: raw } = parsed.data;
  const draft = { ...raw, addons: [...new Set(raw.addons)] } as BookingState['draft'];

  // A step is only reachable with what the steps before it require.
  if (step >= 1 && !draft.service) return initialBooking;
  if (step === 4) return canContinueToAddons(draft) && canComplete(draft) ? { step, draft } : initialBooking;
  if (draft.date && !bookableDays.includes(draft.date)) {
    return { step: step === 0 ? 0 : 1, draft: { ...draft, date: null } };
  }
  if (step >= 2 && !canContinueToAddons(draft)) return { step: 1, draft };
  return { step: step as Step, draft };
}
