/**
 * Spec (section 4, Registration): idle, then submitting, then registered (the details dialog opens
 * with the one-time token), duplicate or failed; the last two stay on the form. A submission while
 * one is under way is ignored.
 */
export type RegistrationState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'registered'; token: string }
  | { phase: 'duplicate' }
  | { phase: 'failed' };

export type RegistrationEvent =
  | { type: 'submit' }
  | { type: 'registered'; token: string }
  | { type: 'duplicate' }
  | { type: 'failed' }
  /** The details dialog closed (after Cancel or a successful update). */
  | { type: 'dismiss' };

export const initialRegistration: RegistrationState = { phase: 'idle' };

export function registrationReducer(state: RegistrationState, event: RegistrationEvent): RegistrationState {
  switch (event.type) {
    case 'submit':
      return state.phase === 'submitting' || state.phase === 'registered' ? state : { phase: 'submitting' };
    case 'registered':
      return state.phase === 'submitting' ? { phase: 'registered', token: event.token } : state;
    case 'duplicate':
    case 'failed':
      return state.phase === 'submitting' ? { phase: event.type } : state;
    case 'dismiss':
      return state.phase === 'registered' ? initialRegistration : state;
  }
}
