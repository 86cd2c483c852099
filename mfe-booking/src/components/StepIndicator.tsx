import { Check } from 'lucide-react';
import { defineMessages, useIntl } from 'shared';
import type { Step } from '../lib/booking-machine';

const messages = defineMessages({
  progress: { id: 'booking.steps.progress', defaultMessage: 'Booking progress' },
  completed: { id: 'booking.steps.completed', defaultMessage: ' (completed)' },
  dateTime: { id: 'booking.steps.date-time', defaultMessage: 'Date & Time' },
  addOns: { id: 'booking.steps.add-ons', defaultMessage: 'Add-ons' },
  details: { id: 'booking.steps.details', defaultMessage: 'Your Details' },
  confirmation: { id: 'booking.steps.confirmation', defaultMessage: 'Confirmation' },
});

/** The four steps of the flow, in order (spec: 4 steps; completed steps show a check mark). */
export const stepLabels = [messages.dateTime, messages.addOns, messages.details, messages.confirmation] as const;

/**
 * Where the visitor is in the flow. A list of the four steps: the current one is marked
 * `aria-current="step"`, the completed ones carry a check mark and say so to screen readers.
 */
export function StepIndicator({ step }: { step: Exclude<Step, 0> }) {
  const intl = useIntl();
  return (
    <ol aria-label={intl.formatMessage(messages.progress)} className="mx-auto grid max-w-3xl grid-cols-4">
      {stepLabels.map((label, index) => {
        const number = index + 1;
        const completed = number < step || step === 4;
        const current = number === step;
        return (
          <li
            key={label.id}
            aria-current={current ? 'step' : undefined}
            data-state={completed ? 'completed' : current ? 'current' : 'upcoming'}
            className="relative flex flex-col items-center text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-5 right-1/2 h-px w-full -translate-y-1/2 ${number <= step ? 'bg-gold-ink' : 'bg-espresso/20'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative grid size-10 place-items-center rounded-full border text-sm font-medium transition-colors duration-300 motion-reduce:transition-none ${
                completed ? 'border-gold-ink bg-gold-ink text-ivory' : current ? 'border-espresso bg-espresso text-ivory' : 'border-espresso/30 bg-ivory text-taupe'
              }`}
            >
              {completed ? <Check className="size-4" strokeWidth={2.5} /> : number}
            </span>
            <span className={`mt-3 text-[0.625rem] leading-tight tracking-[0.08em] uppercase sm:text-[0.6875rem] sm:tracking-[0.15em] ${current ? 'font-semibold text-espresso' : 'text-taupe'}`}>
              {intl.formatMessage(label)}
              {completed && <span className="sr-only">{intl.formatMessage(messages.completed)}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
