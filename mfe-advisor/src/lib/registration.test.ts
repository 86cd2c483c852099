import { describe, expect, it } from 'vitest';
import { initialRegistration, registrationReducer, type RegistrationEvent } from './registration';

const run = (...events: RegistrationEvent[]) => events.reduce(registrationReducer, initialRegistration);

describe('the registration state machine (spec, section 4)', () => {
  it('goes idle, submitting, registered with the token, then back to idle when the dialog closes', () => {
    expect(run({ type: 'submit' })).toEqual({ phase: 'submitting' });
    expect(run({ type: 'submit' }, { type: 'registered', token: 't-1' })).toEqual({ phase: 'registered', token: 't-1' });
    expect(run({ type: 'submit' }, { type: 'registered', token: 't-1' }, { type: 'dismiss' })).toEqual({ phase: 'idle' });
  });

  it('stays on the form after a duplicate or a failure, and may submit again', () => {
    expect(run({ type: 'submit' }, { type: 'duplicate' })).toEqual({ phase: 'duplicate' });
    expect(run({ type: 'submit' }, { type: 'failed' }, { type: 'submit' })).toEqual({ phase: 'submitting' });
  });

  it('ignores a second submission while one is under way, and answers that arrive unasked', () => {
    const submitting = run({ type: 'submit' });
    expect(registrationReducer(submitting, { type: 'submit' })).toBe(submitting);
    expect(run({ type: 'registered', token: 'x' })).toBe(initialRegistration);
    expect(run({ type: 'failed' })).toBe(initialRegistration);
  });
});
