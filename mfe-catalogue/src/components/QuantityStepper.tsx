import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

/** Spec: quantity starts at 1, can be reduced only to 1, and has no upper bound. */
export const MIN_QUANTITY = 1;

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
}

export function QuantityStepper({ value, onChange }: QuantityStepperProps) {
  const labelId = useId();
  const button = 'inline-flex size-11 items-center justify-center text-espresso transition-colors hover:bg-espresso hover:text-ivory disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-espresso';
  return (
    <div role="group" aria-labelledby={labelId} className="inline-flex items-center border border-espresso/40">
      <span id={labelId} className="sr-only">
        Quantity
      </span>
      <button type="button" className={button} aria-label="Decrease quantity" disabled={value <= MIN_QUANTITY} onClick={() => onChange(Math.max(MIN_QUANTITY, value - 1))}>
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" aria-label={`Quantity ${value}`} className="min-w-12 text-center font-display text-xl">
        {value}
      </output>
      <button type="button" className={button} aria-label="Increase quantity" onClick={() => onChange(value + 1)}>
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
