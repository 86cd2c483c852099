import { useEffect, useMemo, useRef } from 'react';
import { defineIsland, emit } from 'shared';
import { ExperienceCarousel } from '../components/ExperienceCarousel';
import { StepIndicator } from '../components/StepIndicator';
import { ConfirmationStep } from '../components/steps/ConfirmationStep';
import { DateTimeStep } from '../components/steps/DateTimeStep';
import { DetailsStep } from '../components/steps/DetailsStep';
import { EnhancementsStep } from '../components/steps/EnhancementsStep';
import { experiences } from '../data/experiences';
import { bookingDays } from '../lib/dates';
import { bookingTotal, formatDollars } from '../lib/totals';
import { useBooking } from '../lib/use-booking';

/**
 * /booking's wizard, an island: an experience from the carousel, a day and a time, add-ons, the
 * visitor's details, then the summary. Its HTML is the carousel, which works before this code does
 * (../components/ExperienceCarousel.tsx); a draft kept from earlier in the visit is resumed once
 * it is live (../lib/use-booking.ts).
 */
export default defineIsland('booking/booking-wizard', BookingWizard);

function BookingWizard() {
  const [state, dispatch] = useBooking();
  const { step, draft } = state;
  // The day row is read once per visit; tomorrow does not move while the page is open.
  const days = useMemo(() => bookingDays(), []);
  const wizard = useRef<HTMLElement>(null);
  const previousStep = useRef(step);

  // On a step the visitor moves to (not on resuming a draft: a reload must not steal focus), focus
  // moves to the new step's heading, so screen readers announce it and the keyboard starts from
  // there. The browser brings a focused heading into view if it is out of it (a shorter step left
  // the visitor below it): the page scrolls no other way.
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    if (state.resumed) return;
    const heading = wizard.current?.querySelector<HTMLElement>('[data-step-heading]');
    if (!heading) return;
    heading.focus();
    if (step === 4) emit('analytics', { name: 'booking_demo_completed', params: { service: draft.service ?? '', addons: draft.addons.length, total: bookingTotal(draft.service, draft.addons) } });
  }, [step, state.resumed, draft.service, draft.addons]);

  const service = experiences.find((experience) => experience.id === draft.service);

  return (
    <section ref={wizard} aria-label="Booking" className="scroll-mt-20 bg-ivory-deep py-20 text-espresso md:py-28">
      <div className="page-container">
        {step === 0 || !service ? (
          <>
            <header className="mx-auto mb-12 max-w-2xl text-center md:mb-16">
              <p className="eyebrow mb-4 text-gold-ink">Step by step</p>
              <h2 data-step-heading tabIndex={-1} className="font-display text-4xl leading-tight outline-none md:text-5xl">
                Choose Your Experience
              </h2>
              <p className="mt-5 leading-relaxed text-taupe">Browse the four experiences with the arrows, then select the one you would like to book.</p>
            </header>
            <ExperienceCarousel experiences={experiences} onSelect={(id) => dispatch({ type: 'selectService', id })} />
          </>
        ) : (
          <div className="mx-auto max-w-4xl">
            <p className="mb-10 text-center text-sm text-taupe">
              <span className="eyebrow text-gold-ink">Your experience</span>
              <span className="mt-2 block font-display text-2xl text-espresso">{service.name}</span>
              {service.duration} · {formatDollars(Number(service.price))}
            </p>
            <StepIndicator step={step} />
            <div className="mt-14 bg-ivory px-5 py-10 sm:px-10 md:px-14 md:py-14">
              {step === 1 && <DateTimeStep draft={draft} days={days} dispatch={dispatch} />}
              {step === 2 && <EnhancementsStep draft={draft} dispatch={dispatch} />}
              {step === 3 && <DetailsStep draft={draft} dispatch={dispatch} />}
              {step === 4 && <ConfirmationStep draft={draft} dispatch={dispatch} />}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
