import { useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { allDomains, Button, emit, FadeIn, homeAnchors, Island, Section } from 'shared';
import { DetailsDialog } from './DetailsDialog';
import { failedRegistrationToast, interestToasts, registerInterest } from '../lib/interest';
import { initialRegistration, registrationReducer } from '../lib/registration';

/**
 * The interest-registration section (spec): composed by the shell on the home page, and on /chat.
 * Success clears and unfocuses the email and opens the details dialog; a duplicate or a failure
 * keeps the visitor on the form with what they typed.
 */
export default function InterestSection({ source = 'home' }: { source?: string }) {
  const [registration, dispatch] = useReducer(registrationReducer, initialRegistration);
  const submitting = registration.phase === 'submitting';
  const [portal, setPortal] = useState<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [submitButton, setSubmitButton] = useState<HTMLButtonElement | null>(null);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The email input's own check (required, type email) speaks first, in the visitor's language.
    if (!event.currentTarget.reportValidity() || submitting) return;
    // From the field, never from state: what was typed before the app took over is only in the DOM.
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    dispatch({ type: 'submit' });
    const result = await registerInterest(email);
    if (result.status === 'registered') {
      dispatch({ type: 'registered', token: result.token });
      emit('toast', interestToasts.registered);
      emit('interest/registered', { email: email.trim().toLowerCase(), source });
      if (input.current) {
        input.current.value = '';
        input.current.blur();
      }
    } else {
      dispatch({ type: result.status });
      emit('toast', result.status === 'duplicate' ? interestToasts.duplicate : failedRegistrationToast(result.retryAfterSeconds));
    }
  };

  return (
    <Section
      id={homeAnchors.registerInterest}
      tone="umber"
      eyebrow="For Buyers"
      title="Acquire the 4 digital assets behind Noirelle"
      intro="This is a demonstration site, not a newsletter signup. It presents four beauty domains offered together to a serious buyer; registering interest means leaving your email as a prospective buyer."
    >
      <div ref={setPortal}>
        <FadeIn>
          <ul className="flex flex-wrap justify-center gap-3" aria-label="The four domains">
            {allDomains.map((domain) => (
              <li key={domain} className="border border-gold/40 px-5 py-2 font-display text-xl text-gold">
                {domain}
              </li>
            ))}
          </ul>
          <Island load="visible">
            <form onSubmit={onSubmit} aria-label="Register interest" className="mx-auto mt-12 flex max-w-xl flex-col gap-3 sm:flex-row">
              <label htmlFor={`${id}-email`} className="sr-only">
                Email address
              </label>
              <input
                ref={input}
                id={`${id}-email`}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder="Your email address"
                maxLength={254}
                className="min-h-12 min-w-0 flex-1 border border-gold/50 bg-espresso/40 px-4 text-base text-ivory placeholder:text-mist/80 focus:border-gold focus:outline-2 focus:outline-offset-2 focus:outline-gold"
              />
              <Button ref={setSubmitButton} type="submit" disabled={submitting}>
                {submitting ? 'Registering ...' : 'Register Interest'}
              </Button>
            </form>
          </Island>
          <p className="mt-4 text-center text-sm text-mist">The domains are not sold individually, and there is no auction.</p>
        </FadeIn>
        <DetailsDialog token={registration.phase === 'registered' ? registration.token : null} onClose={() => dispatch({ type: 'dismiss' })} container={portal} returnFocus={submitButton} />
      </div>
    </Section>
  );
}
