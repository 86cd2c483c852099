import { useId, type FormEvent } from 'react';
import { Button, defineMessages, useIntl } from 'shared';
import { canComplete, type BookingAction, type BookingDraft, type DetailField } from '../../lib/booking-machine';
import { DisabledHint, StepFrame } from './StepFrame';

const messages = defineMessages({
  form: { id: 'booking.details.form', defaultMessage: 'Your details' },
  title: { id: 'booking.details.title', defaultMessage: 'Your Details' },
  intro: { id: 'booking.details.intro', defaultMessage: 'So your concierge can prepare your visit.' },
  back: { id: 'booking.details.back', defaultMessage: 'Back' },
  complete: { id: 'booking.details.complete', defaultMessage: 'Complete Booking' },
  hint: { id: 'booking.details.hint', defaultMessage: 'Enter your full name, email address and phone number to complete your booking.' },
  optional: { id: 'booking.details.optional', defaultMessage: ' (optional)' },
  required: { id: 'booking.details.required', defaultMessage: ' (required)' },
  name: { id: 'booking.details.name', defaultMessage: 'Full Name' },
  email: { id: 'booking.details.email', defaultMessage: 'Email Address' },
  phone: { id: 'booking.details.phone', defaultMessage: 'Phone Number' },
  allergies: { id: 'booking.details.allergies', defaultMessage: 'Allergies or Sensitivities' },
  allergiesHint: { id: 'booking.details.allergies-hint', defaultMessage: 'Leave blank if none.' },
  requests: { id: 'booking.details.special-requests', defaultMessage: 'Special Requests' },
  requestsHint: { id: 'booking.details.special-requests-hint', defaultMessage: 'An occasion, an accessibility need, a preference for your specialist.' },
});

interface FieldProps {
  field: DetailField;
  label: string;
  draft: BookingDraft;
  dispatch: (action: BookingAction) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  optional?: string;
  multiline?: boolean;
}

const inputClasses =
  'mt-2 block w-full border border-espresso/30 bg-ivory px-4 py-3 text-base text-espresso placeholder:text-taupe/70 focus:border-espresso focus:outline-2 focus:outline-offset-2 focus:outline-gold-ink';

function Field({ field, label, draft, dispatch, type = 'text', autoComplete, optional, multiline }: FieldProps) {
  const id = useId();
  const intl = useIntl();
  const hintId = `${id}-hint`;
  const common = {
    id,
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => dispatch({ type: 'setField', field, value: event.target.value }),
    'aria-describedby': optional ? hintId : undefined,
    className: inputClasses,
  };
  return (
    <div className={multiline ? 'md:col-span-2' : ''}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {optional ? (
          <span className="font-normal text-taupe">{intl.formatMessage(messages.optional)}</span>
        ) : (
          <span className="font-normal text-taupe">{intl.formatMessage(messages.required)}</span>
        )}
      </label>
      {optional && (
        <p id={hintId} className="mt-1 text-sm text-taupe">
          {optional}
        </p>
      )}
      {multiline ? <textarea rows={4} {...common} /> : <input type={type} autoComplete={autoComplete} required={!optional} {...common} />}
    </div>
  );
}

/**
 * Step 3: who is coming. The spec's only rule is that name, email and phone are filled in; the
 * form does not add its own format checks (noValidate), it says what is missing instead.
 */
export function DetailsStep({ draft, dispatch }: { draft: BookingDraft; dispatch: (action: BookingAction) => void }) {
  const hintId = useId();
  const ready = canComplete(draft);
  const intl = useIntl();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'complete' });
  };
  const fieldProps = { draft, dispatch };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.form)}>
      <StepFrame
        title={intl.formatMessage(messages.title)}
        intro={intl.formatMessage(messages.intro)}
        actions={
          <>
            <Button variant="outline-dark" onClick={() => dispatch({ type: 'back' })}>
              {intl.formatMessage(messages.back)}
            </Button>
            <div>
              <Button type="submit" disabled={!ready} aria-describedby={hintId} className="w-full sm:w-auto">
                {intl.formatMessage(messages.complete)}
              </Button>
              <DisabledHint id={hintId} shown={!ready}>
                {intl.formatMessage(messages.hint)}
              </DisabledHint>
            </div>
          </>
        }
      >
        <div className="grid gap-6 md:grid-cols-2">
          <Field field="name" label={intl.formatMessage(messages.name)} autoComplete="name" {...fieldProps} />
          <Field field="email" label={intl.formatMessage(messages.email)} type="email" autoComplete="email" {...fieldProps} />
          <Field field="phone" label={intl.formatMessage(messages.phone)} type="tel" autoComplete="tel" {...fieldProps} />
          <Field field="allergies" label={intl.formatMessage(messages.allergies)} optional={intl.formatMessage(messages.allergiesHint)} {...fieldProps} />
          <Field field="specialRequests" label={intl.formatMessage(messages.requests)} optional={intl.formatMessage(messages.requestsHint)} multiline {...fieldProps} />
        </div>
      </StepFrame>
    </form>
  );
}
