import { useId } from 'react';
import { Button, CHOOSE, defineMessages, useIntl } from 'shared';
import { timeSlots } from '../../data/experiences';
import { canContinueToAddons, type BookingAction, type BookingDraft } from '../../lib/booking-machine';
import { DisabledHint, StepFrame } from './StepFrame';

const messages = defineMessages({
  title: { id: 'booking.date-time.title', defaultMessage: 'Date & Time' },
  intro: { id: 'booking.date-time.intro', defaultMessage: 'Choose a day this week and the hour that suits you. Times are the local time of the house you visit.' },
  back: { id: 'booking.date-time.back', defaultMessage: 'Back to Services' },
  continue: { id: 'booking.date-time.continue', defaultMessage: 'Continue to Add-ons' },
  hint: { id: 'booking.date-time.hint', defaultMessage: 'Choose a day and a time to continue.' },
  day: { id: 'booking.date-time.day', defaultMessage: 'Choose a day' },
  time: { id: 'booking.date-time.time', defaultMessage: 'Choose a time' },
});

const choiceClasses = (chosen: boolean) =>
  `min-h-11 border text-espresso transition-colors duration-300 motion-reduce:transition-none ${
    chosen ? 'border-espresso bg-espresso text-ivory' : 'border-espresso/25 bg-ivory hover:border-espresso'
  }`;

interface DateTimeStepProps {
  draft: BookingDraft;
  /** The bookable days, yyyy-mm-dd (spec: 7 days starting tomorrow). */
  days: readonly string[];
  dispatch: (action: BookingAction) => void;
  /** The wizard's element: Back to Services chooses no experience on it (a `--choose` command). */
  wizardId: string;
}

/**
 * Step 1: a day and a time slot. Its HTML is written before a visitor's day is known (at build
 * time), so each day button says its day with `<calendar-day>` (shared/src/calendar-day.ts),
 * counted from today, which the boot script writes from the first paint.
 */
export function DateTimeStep({ draft, days, dispatch, wizardId }: DateTimeStepProps) {
  const hintId = useId();
  const ready = canContinueToAddons(draft);
  const intl = useIntl();
  return (
    <StepFrame
      title={intl.formatMessage(messages.title)}
      intro={intl.formatMessage(messages.intro)}
      actions={
        <>
          <Button variant="outline-dark" commandfor={wizardId} command={CHOOSE} value="">
            {intl.formatMessage(messages.back)}
          </Button>
          <div>
            <Button disabled={!ready} aria-describedby={hintId} onClick={() => dispatch({ type: 'continue' })} className="w-full sm:w-auto">
              {intl.formatMessage(messages.continue)}
            </Button>
            <DisabledHint id={hintId} shown={!ready}>
              {intl.formatMessage(messages.hint)}
            </DisabledHint>
          </div>
        </>
      }
    >
      <fieldset>
        <legend className="eyebrow mb-5 text-gold-ink">{intl.formatMessage(messages.day)}</legend>
        <div className="grid grid-cols-7 gap-1.5 sm:gap-3">
          {days.map((day, index) => {
            const chosen = draft.date === day;
            // An empty inner HTML: the element writes its own text, and hydration leaves it alone.
            const text = (show: 'weekday' | 'day' | 'month') => <calendar-day days-ahead={index + 1} show={show} dangerouslySetInnerHTML={{ __html: '' }} />;
            return (
              <button
                key={day}
                type="button"
                aria-pressed={chosen}
                onClick={() => dispatch({ type: 'setDate', date: day })}
                className={`${choiceClasses(chosen)} flex flex-col items-center gap-1 px-1 py-3 sm:py-4`}
              >
                {/* The spaces keep the name 'Sun 22 November' (not 'Sun22November'); flex layout ignores them. */}
                <span className="text-[0.6875rem] tracking-[0.12em] uppercase">{text('weekday')}</span>{' '}
                <span className="font-display text-2xl leading-none sm:text-3xl">{text('day')}</span>{' '}
                <span className="sr-only">{text('month')}</span>
              </button>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="mt-10">
        <legend className="eyebrow mb-5 text-gold-ink">{intl.formatMessage(messages.time)}</legend>
        <div className="grid grid-cols-3 gap-2 sm:gap-3 md:grid-cols-6">
          {timeSlots.map((slot) => {
            const chosen = draft.time === slot;
            return (
              <button
                key={slot}
                type="button"
                aria-pressed={chosen}
                onClick={() => dispatch({ type: 'setTime', time: slot })}
                className={`${choiceClasses(chosen)} px-3 py-3 text-sm font-medium tracking-[0.1em]`}
              >
                {slot}
              </button>
            );
          })}
        </div>
      </fieldset>
    </StepFrame>
  );
}
