import { Button, defineMessages, formatUsd, nameMark, useIntl, useLocale } from 'shared';
import { addOnsIn } from '../../data/localized';
import type { BookingAction, BookingDraft } from '../../lib/booking-machine';
import { bookingTotal } from '../../lib/totals';
import { StepFrame } from './StepFrame';

const messages = defineMessages({
  title: { id: 'booking.add-ons.title', defaultMessage: 'Enhance Your Experience' },
  intro: { id: 'booking.add-ons.intro', defaultMessage: 'Add a finishing touch, or continue without one. Each is prepared for you before you arrive.' },
  back: { id: 'booking.add-ons.back', defaultMessage: 'Back' },
  continue: { id: 'booking.add-ons.continue', defaultMessage: 'Continue to Details' },
  legend: { id: 'booking.add-ons.legend', defaultMessage: 'Add-ons' },
  total: { id: 'booking.add-ons.total', defaultMessage: 'Total so far ' },
});

/** Step 2: the five add-ons, each a checkbox (a toggle that says whether it is on). */
export function EnhancementsStep({ draft, dispatch }: { draft: BookingDraft; dispatch: (action: BookingAction) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <StepFrame
      title={intl.formatMessage(messages.title)}
      intro={intl.formatMessage(messages.intro)}
      actions={
        <>
          <Button variant="outline-dark" onClick={() => dispatch({ type: 'back' })}>
            {intl.formatMessage(messages.back)}
          </Button>
          <Button onClick={() => dispatch({ type: 'continue' })}>{intl.formatMessage(messages.continue)}</Button>
        </>
      }
    >
      <fieldset>
        <legend className="sr-only">{intl.formatMessage(messages.legend)}</legend>
        <ul className="grid gap-3 md:grid-cols-2 md:gap-4">
          {addOnsIn(locale).map((addOn) => (
            <li key={addOn.id}>
              <label className="flex h-full cursor-pointer gap-4 border border-espresso/20 bg-ivory p-5 transition-colors duration-300 hover:border-espresso has-checked:border-gold-ink has-checked:bg-ivory-deep has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-ink motion-reduce:transition-none md:p-6">
                <input
                  type="checkbox"
                  checked={draft.addons.includes(addOn.id)}
                  onChange={() => dispatch({ type: 'toggleAddon', id: addOn.id })}
                  className="mt-1 size-5 shrink-0 accent-gold-ink"
                />
                <span className="flex-1">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span translate={nameMark(locale)} className="font-display text-2xl leading-snug">
                      {addOn.name}
                    </span>
                    <span className="text-sm font-medium">{formatUsd(intl, addOn.price)}</span>
                  </span>
                  <span className="mt-2 block text-sm leading-relaxed text-taupe">{addOn.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="mt-8 text-right text-sm" aria-live="polite">
        <span className="text-taupe">{intl.formatMessage(messages.total)}</span>
        <span className="font-display text-2xl">{formatUsd(intl, bookingTotal(draft.service, draft.addons))}</span>
      </p>
    </StepFrame>
  );
}
