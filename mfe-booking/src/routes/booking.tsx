import { useEffect, useMemo, useRef } from 'react';
import { brand, defineRoute, emit, FadeIn, howToJsonLd, Island, leadImageOf, NumberedPoint, PageHero, ResponsiveImage, serviceLanguagesText, STAGGER_SECONDS, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import { ExperienceCarousel } from '../components/ExperienceCarousel';
import { StepIndicator } from '../components/StepIndicator';
import { ConfirmationStep } from '../components/steps/ConfirmationStep';
import { DateTimeStep } from '../components/steps/DateTimeStep';
import { DetailsStep } from '../components/steps/DetailsStep';
import { EnhancementsStep } from '../components/steps/EnhancementsStep';
import { experiences } from '../data/experiences';
import { howItWorks } from '../data/how-it-works';
import { bookingDays } from '../lib/dates';
import { bookingTotal, formatDollars } from '../lib/totals';
import { useBooking } from '../lib/use-booking';

/** The page's h1, its title and its breadcrumb. */
const TITLE = 'Book Your Experience';

/** The hero's `sizes`, which its preload in the composed HTML must repeat. */
const HERO_SIZES = '100vw';

/** /booking: how booking works, then the wizard (an experience, a day and a time, add-ons, details). */
export default defineRoute({
  head: () => ({
    title: TITLE,
    description: `Book a ${brand.name} facial, hair ritual, couture makeup session or the four-hour Total Transformation: choose your experience, a day and a time, and any enhancements.`,
    keywords: ['book a facial for Black skin', 'textured hair appointment', 'makeup artist for dark skin', 'luxury beauty booking', 'melanin-rich skin'],
    canonicalPath: '/booking',
    jsonLd: [
      howToJsonLd({
        name: `How to book a ${brand.name} beauty experience`,
        description: 'Four steps to reserve a skin, hair or makeup experience for melanin-rich beauty.',
        path: '/booking',
        steps: howItWorks,
      }),
      topLevelBreadcrumb(TITLE, '/booking'),
    ],
  }),
  leadImage: () => leadImageOf(art['hero-booking'], HERO_SIZES),
  Page: BookingPage,
});

function BookingPage() {
  const [state, dispatch] = useBooking();
  const { step, draft } = state;
  // The day row is read once per visit; tomorrow does not move while the page is open.
  const days = useMemo(() => bookingDays(), []);
  const wizard = useRef<HTMLElement>(null);
  const previousStep = useRef(step);

  // On every step change (not on the first render: a reload must not steal focus), focus moves to
  // the new step's heading, so screen readers announce it and the keyboard starts from there. The
  // browser brings a focused heading into view if it is out of it (a shorter step left the visitor
  // below it): the page scrolls no other way (only the shell's ScrollManager scrolls).
  useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    const heading = wizard.current?.querySelector<HTMLElement>('[data-step-heading]');
    if (!heading) return;
    heading.focus();
    if (step === 4) emit('analytics', { name: 'booking_demo_completed', params: { service: draft.service ?? '', addons: draft.addons.length, total: bookingTotal(draft.service, draft.addons) } });
  }, [step, draft.service, draft.addons]);

  const service = experiences.find((experience) => experience.id === draft.service);

  return (
    <>
      <PageHero
        eyebrow="Booking"
        title={TITLE}
        subtitle="Choose an experience, a day and an hour; your concierge prepares everything else."
        media={<ResponsiveImage image={art['hero-booking']} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
      />

      <section aria-labelledby="booking-intro-title" className="bg-ivory py-20 md:py-28">
        <div className="page-container">
          <header className="mx-auto max-w-2xl text-center">
            <p className="eyebrow mb-4 text-gold-ink">The Appointment</p>
            <h2 id="booking-intro-title" className="font-display text-4xl leading-tight md:text-5xl">
              Four steps to your private suite
            </h2>
            <p className="mt-5 leading-relaxed text-taupe">
              Every experience takes place in a private suite, with specialists trained in-house on melanin-rich skin and textured hair. Reserve online in a
              few minutes, or call {brand.phone.display}: our concierge answers in {serviceLanguagesText}.
            </p>
          </header>
          <ol className="mt-14 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
            {howItWorks.map((item, index) => (
              <FadeIn as="li" key={item.name} delay={index * STAGGER_SECONDS} className="border-t border-gold-ink/40 pt-6">
                <NumberedPoint index={index} title={item.name} tone="light">
                  {item.text}
                </NumberedPoint>
              </FadeIn>
            ))}
          </ol>
        </div>
      </section>

      {/* A draft kept from earlier in the visit is restored once the wizard shows. */}
      <Island load="visible">
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
      </Island>
    </>
  );
}
