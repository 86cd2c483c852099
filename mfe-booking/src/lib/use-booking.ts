import { useEffect, useLayoutEffect, useReducer, useRef, type RefObject } from 'react';
import { CHOSEN_ATTRIBUTE } from 'shared/page-protocol';
import { readStored, writeStored } from 'shared/stored';
import { experiences } from '../data/experiences';
import { bookingReducer, initialBooking, type BookingAction, type BookingState } from './booking-machine';
import { BOOKING_STORAGE_KEY, restoreBooking, serializeBooking } from './booking-storage';
import { bookingDays } from './dates';

/** The wizard's state, and whether it is a draft resumed from earlier in the visit (no visitor's move since). */
export type HeldBooking = BookingState & { readonly resumed?: true };

type HeldAction = BookingAction | { type: 'resume'; state: BookingState };

function heldReducer(state: HeldBooking, action: HeldAction): HeldBooking {
  return action.type === 'resume' ? { ...action.state, resumed: true } : bookingReducer(state, action);
}

/**
 * The wizard's state (booking-machine.ts), resumed from and kept in session storage. It starts as
 * the page's HTML shows it (no draft: the server cannot know one), so hydration adopts that HTML
 * as it is; right after, before the browser paints again, it takes the experience chosen in that
 * HTML before this code came (`wizard`'s CHOSEN_ATTRIBUTE, set by the boot script's `--choose`),
 * else the draft.
 */
export function useBooking(wizard: RefObject<HTMLElement | null>): [HeldBooking, (action: BookingAction) => void] {
  // A state of its own, so it is told apart from every later one (Start Over returns initialBooking).
  const [state, dispatch] = useReducer(heldReducer, undefined, () => ({ ...initialBooking }));
  const first = useRef(state);
  useLayoutEffect(() => {
    // Checked by restoreBooking against the wizard's own rules; storage that refuses reads as no draft.
    const stored = restoreBooking(readStored('sessionStorage', BOOKING_STORAGE_KEY) ?? null, bookingDays());
    const chosen = experiences.find((experience) => experience.id === wizard.current?.getAttribute(CHOSEN_ATTRIBUTE));
    // The visitor's latest act: the draft's details stay, as a choice made now would keep them.
    if (chosen) dispatch({ type: 'resume', state: bookingReducer({ step: 0, draft: stored.draft }, { type: 'selectService', id: chosen.id }) });
    else if (stored !== initialBooking) dispatch({ type: 'resume', state: stored });
  }, [wizard]);
  useEffect(() => {
    // The first state is the HTML's, not the visitor's: written, it would replace the draft.
    // Refused (a sandboxed frame, a full quota): the draft simply does not survive a reload.
    if (state !== first.current) writeStored('sessionStorage', BOOKING_STORAGE_KEY, serializeBooking(state));
  }, [state]);
  return [state, dispatch];
}
