import { Minus, Plus } from 'lucide-react';
import { defineMessages, STEP_DOWN, STEP_UP, useIntl } from 'shared';

const messages = defineMessages({
  quantity: { id: 'catalogue.quantity.label', defaultMessage: 'Quantity' },
  decrease: { id: 'catalogue.quantity.decrease', defaultMessage: 'Decrease quantity' },
  increase: { id: 'catalogue.quantity.increase', defaultMessage: 'Increase quantity' },
});

/** Spec: quantity starts at 1, can be reduced only to 1, and has no upper bound. */
export const MIN_QUANTITY = 1;

interface QuantityStepperProps {
  /** The field's id, which its buttons name in `commandfor`. */
  id: string;
  /** The field's name in its form. */
  name: string;
}

/**
 * A number field between a decrease and an increase button. The buttons are invoker commands
 * (`--step-down`, `--step-up`, answered by shared/src/commands.ts from the boot script), so they
 * step the field from the first paint, before and after the app takes over; the field itself is
 * the browser's, so a quantity can be typed too, and its form reads it when sent. Nothing here
 * holds state: the decrease button starts disabled at the minimum and the commands keep it right.
 */
export function QuantityStepper({ id, name }: QuantityStepperProps) {
  const intl = useIntl();
  const button =
    'inline-flex size-11 items-center justify-center text-espresso transition-colors hover:bg-espresso hover:text-ivory disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-espresso';
  return (
    <div role="group" aria-label={intl.formatMessage(messages.quantity)} className="inline-flex items-center border border-espresso/40">
      <button type="button" commandfor={id} command={STEP_DOWN} className={button} aria-label={intl.formatMessage(messages.decrease)} disabled>
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        step={1}
        defaultValue={MIN_QUANTITY}
        required
        aria-label={intl.formatMessage(messages.quantity)}
        // The browser's own spin buttons would repeat the stepper's.
        className="h-11 w-14 [appearance:textfield] bg-transparent text-center font-display text-xl text-espresso [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button type="button" commandfor={id} command={STEP_UP} className={button} aria-label={intl.formatMessage(messages.increase)}>
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
