import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { apartEach, CHOOSE, defineIsland, defineMessages, emit, FOCUS_ON_SHOW_ATTRIBUTE, FOR_CHOICE_ATTRIBUTE, formatUsd, isCommandEvent, nameMark, shownFocusTarget, useIntl, useLocale } from 'shared';
import { ExperienceCarousel } from '../components/ExperienceCarousel';
import { StepIndicator } from '../components/StepIndicator';
import { ConfirmationStep } from '../components/steps/ConfirmationStep';
import { DateTimeStep } from '../components/steps/DateTimeStep';
import { DetailsStep } from '../components/steps/DetailsStep';
import { EnhancementsStep } from '../components/steps/EnhancementsStep';
import { experiences } from '../data/experiences';
import { experiencesIn } from '../data/localized';
import { bookingDays } from '../lib/dates';
import { bookingTotal } from '../lib/totals';
import { useBooking } from '../lib/use-booking';

const messages = defineMessages({
  label: { id: 'booking.wizard.label', defaultMessage: 'Booking' },
  eyebrow: { id: 'booking.wizard.eyebrow', defaultMessage: 'Step by step' },
  title: { id: 'booking.wizard.title', defaultMessage: 'Choose Your Experience' },
  intro: { id: 'booking.wizard.intro', defaultMessage: 'Browse the four experiences with the arrows, then select the one you would like to book.' },
  chosen: { id: 'booking.wizard.your-experience', defaultMessage: 'Your experience' },
  durationPrice: { id: 'booking.wizard.duration-price', defaultMessage: '{duration} · {price}' },
});

/**
 * /booking's wizard, an island: an experience from the carousel, a day and a time, add-ons, the
 * visitor's details, then the summary.
 *
 * Its HTML works before this code does. The carousel needs none (../components/ExperienceCarousel.tsx),
 * and choosing an experience, or going back to them, is a `--choose` command on the wizard
 * (shared/src/commands.ts): the boot script shows the Date & Time step for it at the press, so the
 * HTML holds that step for every experience, each part marked with the choice it shows for. This
 * code hears the same command and keeps its state to it, and adopts a choice made before it came
 * (../lib/use-booking.ts), as it resumes a draft kept from earlier in the visit.
 */
export default defineIsland('booking/booking-wizard', BookingWizard);

function BookingWizard() {
  const id = useId();
  const wizard = useRef<HTMLElement>(null);
  const [state, dispatch] = useBooking(wizard);
  const { step, draft } = state;
  // The day row is read once per visit; tomorrow does not move while the page is open.
  const days = useMemo(() => bookingDays(), []);
  const previousStep = useRef(step);
  const intl = useIntl();
  const locale = useLocale();
  const shown = useMemo(() => experiencesIn(locale), [locale]);

  // Heard from the commit that adopts the HTML's choice (../lib/use-booking.ts), not after the next
  // paint: a press between the two would show its step (the boot script's) with no choice here.
  useLayoutEffect(() => {
    const element = wizard.current;
    const onCommand = (event: Event) => {
      const source = isCommandEvent(event) && event.command === CHOOSE ? event.source : null;
      if (!(source instanceof HTMLButtonElement)) return;
      const chosen = experiences.find((experience) => experience.id === source.value);
      dispatch(chosen ? { type: 'selectService', id: chosen.id } : { type: 'backToServices' });
    };
    element?.addEventListener('command', onCommand);
    return () => element?.removeEventListener('command', onCommand);
  }, [dispatch]);

  // On a step the visitor moves to (not on resuming a draft: a reload must not steal focus), focus
  // moves to the new step's heading, so screen readers announce it and the keyboard starts from
  // there. The browser brings a focused heading into view if it is out of it (a shorter step left
  // the visitor below it): the page scrolls no other way.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    if (state.resumed || !wizard.current) return;
    const heading = shownFocusTarget(wizard.current);
    if (heading !== wizard.current.ownerDocument.activeElement) heading?.focus();
    if (step === 4) emit('analytics', { name: 'booking_demo_completed', params: { service: draft.service ?? '', addons: draft.addons.length, total: bookingTotal(draft.service, draft.addons) } });
  }, [step, state.resumed, draft.service, draft.addons]);

  const forChoice = (choice: string, shown: boolean) => ({ [FOR_CHOICE_ATTRIBUTE]: choice, hidden: !shown });

  return (
    <section id={id} ref={wizard} data-chosen={draft.service ?? undefined} aria-label={intl.formatMessage(messages.label)} className="scroll-mt-20 bg-ivory-deep py-20 text-espresso md:py-28">
      <div className="page-container">
        <div {...forChoice('', step === 0)}>
          <header className="mx-auto mb-12 max-w-2xl text-center md:mb-16">
            <p className="eyebrow mb-4 text-gold-ink">{intl.formatMessage(messages.eyebrow)}</p>
            <h2 {...{ [FOCUS_ON_SHOW_ATTRIBUTE]: '' }} tabIndex={-1} className="font-display text-4xl leading-tight outline-none md:text-5xl">
              {intl.formatMessage(messages.title)}
            </h2>
            <p className="mt-5 leading-relaxed text-taupe">{intl.formatMessage(messages.intro)}</p>
          </header>
          <ExperienceCarousel experiences={shown} wizardId={id} />
        </div>
        <div {...forChoice('*', step !== 0)} className="mx-auto max-w-4xl">
          {shown.map((experience) => (
            <p key={experience.id} {...forChoice(experience.id, draft.service === experience.id)} className="mb-10 text-center text-sm text-taupe">
              <span className="eyebrow text-gold-ink">{intl.formatMessage(messages.chosen)}</span>
              <span translate={nameMark(locale)} className="mt-2 block font-display text-2xl text-espresso">
                {experience.name}
              </span>
              {intl.formatMessage(messages.durationPrice, apartEach({ duration: experience.duration, price: formatUsd(intl, Number(experience.price)) }))}
            </p>
          ))}
          <StepIndicator step={step === 0 ? 1 : step} />
          <div className="mt-14 bg-ivory px-5 py-10 sm:px-10 md:px-14 md:py-14">
            {/* The HTML, with no experience chosen, holds the step a choice shows at once. */}
            {step <= 1 && <DateTimeStep draft={draft} days={days} dispatch={dispatch} wizardId={id} />}
            {step === 2 && <EnhancementsStep draft={draft} dispatch={dispatch} />}
            {step === 3 && <DetailsStep draft={draft} dispatch={dispatch} />}
            {step === 4 && <ConfirmationStep draft={draft} dispatch={dispatch} />}
          </div>
        </div>
      </div>
    </section>
  );
}
