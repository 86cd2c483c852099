import { useEffect, useReducer } from 'react';
import { bookingReducer, type BookingAction, type BookingState } from './booking-machine';
import { BOOKING_STORAGE_KEY, restoreBooking, serializeBooking } from './booking-storage';
import { bookingDays } from './dates';

/** Session storage can be missing or refuse (a sandboxed frame, a full quota): the wizard works without it. */
function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(BOOKING_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(value: string) {
  try {
    window.sessionStorage.setItem(BOOKING_STORAGE_KEY, value);
  } catch {
    // The draft simply does not survive a reload.
  }
}

/** The wizard's state (booking-machine.ts), resumed from and kept in session storage. */
export function useBooking(): [BookingState, (action: BookingAction) => void] {
  const [state, dispatch] = useReducer(bookingReducer, undefined, () => restoreBooking(readStored(), bookingDays()));
  useEffect(() => {
    writeStored(serializeBooking(state));
  }, [state]);
  return [state, dispatch];
}
