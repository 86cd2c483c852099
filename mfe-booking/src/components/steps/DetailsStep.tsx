import { useId, type FormEvent } from 'react';
import { Button } from 'shared';
import { canComplete, type BookingAction, type BookingDraft, type DetailField } from '../../lib/booking-machine';
import { DisabledHint, StepFrame } from './StepFrame';

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
        {optional ? <span className="font-normal text-taupe"> (optional)</span> : <span className="font-normal text-taupe"> (required)</span>}
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
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'complete' });
  };
  const fieldProps = { draft, dispatch };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your details">
      <StepFrame
        title="Your Details"
        intro="So your concierge can prepare your visit."
        actions={
          <>
            <Button variant="outline-dark" onClick={() => dispatch({ type: 'back' })}>
              Back
            </Button>
            <div>
              <Button type="submit" disabled={!ready} aria-describedby={hintId} className="w-full sm:w-auto">
                Complete Booking
              </Button>
              <DisabledHint id={hintId} shown={!ready}>
                Enter your full name, email address and phone number to complete your booking.
              </DisabledHint>
            </div>
          </>
        }
      >
        <div className="grid gap-6 md:grid-cols-2">
          <Field field="name" label="Full Name" autoComplete="name" {...fieldProps} />
          <Field field="email" label="Email Address" type="email" autoComplete="email" {...fieldProps} />
          <Field field="phone" label="Phone Number" type="tel" autoComplete="tel" {...fieldProps} />
          <Field field="allergies" label="Allergies or Sensitivities" optional="Leave blank if none." {...fieldProps} />
          <Field field="specialRequests" label="Special Requests" optional="An occasion, an accessibility need, a preference for your specialist." multiline {...fieldProps} />
        </div>
      </StepFrame>
    </form>
  );
}
