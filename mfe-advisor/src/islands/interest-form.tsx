import { useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { Button, defineIsland, defineMessages, emit, useIntl } from 'shared';
import { DetailsDialog } from '../components/DetailsDialog';
import { failedRegistrationToast, interestToastsIn, registerInterest } from '../lib/interest';
import { initialRegistration, registrationReducer } from '../lib/registration';

const messages = defineMessages({
  form: { id: 'advisor.interest-form.form', defaultMessage: 'Register interest' },
  email: { id: 'advisor.interest-form.email', defaultMessage: 'Email address' },
  placeholder: { id: 'advisor.interest-form.placeholder', defaultMessage: 'Your email address' },
  registering: { id: 'advisor.interest-form.registering', defaultMessage: 'Registering ...' },
  register: { id: 'advisor.interest-form.register', defaultMessage: 'Register Interest' },
});

/** Which page the registration came from (`home`, `chat`): the form's one prop, sent with the bus event. */
export interface InterestFormProps {
  source: string;
}

/**
 * The interest registration's form and the details dialog that follows it, an island. Success
 * clears and unfocuses the email and opens the dialog; a duplicate or a failure keeps the visitor
 * on the form with what they typed.
 */
export default defineIsland('advisor/interest-form', InterestForm);

function InterestForm({ source }: InterestFormProps) {
  const [registration, dispatch] = useReducer(registrationReducer, initialRegistration);
  const submitting = registration.phase === 'submitting';
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [submitButton, setSubmitButton] = useState<HTMLButtonElement | null>(null);
  const id = useId();
  const intl = useIntl();
  const toasts = interestToastsIn(intl);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The email input's own check (required, type email) speaks first, in the visitor's language.
    if (!event.currentTarget.reportValidity() || submitting) return;
    // From the field, never from state: what was typed before the code came is only in the DOM.
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    dispatch({ type: 'submit' });
    const result = await registerInterest(email);
    if (result.status === 'registered') {
      dispatch({ type: 'registered', token: result.token });
      emit('toast', toasts.registered);
      emit('interest/registered', { email: email.trim().toLowerCase(), source });
      if (input.current) {
        input.current.value = '';
        input.current.blur();
      }
    } else {
      dispatch({ type: result.status });
      emit('toast', result.status === 'duplicate' ? toasts.duplicate : failedRegistrationToast(result.retryAfterSeconds, intl));
    }
  };

  return (
    <>
      <form onSubmit={onSubmit} aria-label={intl.formatMessage(messages.form)} className="mx-auto mt-12 flex max-w-xl flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {intl.formatMessage(messages.email)}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={intl.formatMessage(messages.placeholder)}
          maxLength={254}
          className="min-h-12 min-w-0 flex-1 border border-gold/50 bg-espresso/40 px-4 text-base text-ivory placeholder:text-mist/80 focus:border-gold focus:outline-2 focus:outline-offset-2 focus:outline-gold"
        />
        <Button ref={setSubmitButton} type="submit" disabled={submitting}>
          {intl.formatMessage(submitting ? messages.registering : messages.register)}
        </Button>
      </form>
      {/* The dialog's place: inside the remote's part of the page, where its scoped styles reach. */}
      <div ref={setPortal} />
      <DetailsDialog token={registration.phase === 'registered' ? registration.token : null} onClose={() => dispatch({ type: 'dismiss' })} container={portal} returnFocus={submitButton} />
    </>
  );
}
