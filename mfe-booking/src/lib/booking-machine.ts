import type { AddOn, Experience, TimeSlot } from '../data/experiences';

/** Spec (section 3, Booking draft). */
export interface BookingDraft {
  service: Experience['id'] | null;
  /** ISO yyyy-mm-dd. */
  date: string | null;
  time: TimeSlot | null;
  addons: readonly AddOn['id'][];
  name: string;
  email: string;
  phone: string;
  allergies: string;
  specialRequests: string;
}

/** 0: no service chosen; 1 Date & Time; 2 Enhance Your Experience; 3 Your Details; 4 Thank You! */
export type Step = 0 | 1 | 2 | 3 | 4;

export interface BookingState {
  step: Step;
  draft: BookingDraft;
}

export type DetailField = 'name' | 'email' | 'phone' | 'allergies' | 'specialRequests';

export type BookingAction =
  | { type: 'selectService'; id: Experience['id'] }
  | { type: 'backToServices' }
  | { type: 'setDate'; date: string }
  | { type: 'setTime'; time: TimeSlot }
  | { type: 'toggleAddon'; id: AddOn['id'] }
  | { type: 'setField'; field: DetailField; value: string }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'complete' }
  /** After the Thank You! step: a fresh booking (beyond the spec, which ends on the summary). */
  | { type: 'startOver' };

export const emptyDraft: BookingDraft = { service: null, date: null, time: null, addons: [], name: '', email: '', phone: '', allergies: '', specialRequests: '' };
export const initialBooking: BookingState = { step: 0, draft: emptyDraft };

/** Spec (section 5): Continue to Add-ons needs both date and time. */
export const canContinueToAddons = (draft: BookingDraft) => !!draft.date && !!draft.time;
/** Spec (section 5): Complete Booking needs name, email and phone non-empty. */
export const canComplete = (draft: BookingDraft) => [draft.name, draft.email, draft.phone].every((value) => value.trim() !== '');

/**
 * Every transition of the spec (section 4), and nothing else: an action that does not apply to
 * the current step returns the state unchanged.
 */
export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  const { step, draft } = state;
  switch (action.type) {
    case 'selectService':
      // Selecting a service sets step 1 and clears add-ons.
      return step === 0 ? { step: 1, draft: { ...draft, service: action.id, addons: [] } } : state;
    case 'backToServices':
      return step === 1 ? { step: 0, draft: { ...draft, service: null } } : state;
    case 'setDate':
      return step === 1 ? { step, draft: { ...draft, date: action.date } } : state;
    case 'setTime':
      return step === 1 ? { step, draft: { ...draft, time: action.time } } : state;
    case 'toggleAddon': {
      if (step !== 2) return state;
      const addons = draft.addons.includes(action.id) ? draft.addons.filter((id) => id !== action.id) : [...draft.addons, action.id];
      return { step, draft: { ...draft, addons } };
    }
    case 'setField':
      return step === 3 ? { step, draft: { ...draft, [action.field]: action.value } } : state;
    case 'continue':
      if (step === 1) return canContinueToAddons(draft) ? { step: 2, draft } : state;
      if (step === 2) return { step: 3, draft };
      return state;
    case 'back':
      if (step === 2) return { step: 1, draft };
      if (step === 3) return { step: 2, draft };
      return state;
    case 'complete':
      // Nothing is sent: the demonstration ends on the summary.
      return step === 3 && canComplete(draft) ? { step: 4, draft } : state;
    case 'startOver':
      return step === 4 ? initialBooking : state;
  }
}
