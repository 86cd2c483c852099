import { brand, defineRoute, FadeIn, howToJsonLd, Island, leadImageOf, NumberedPoint, PageHero, ResponsiveImage, serviceLanguagesText, STAGGER_SECONDS, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import { howItWorks } from '../data/how-it-works';
import bookingWizard from '../islands/booking-wizard';

/** The page's h1, its title and its breadcrumb. */
const TITLE = 'Book Your Experience';

/** The hero's `sizes`, which its preload in the composed HTML must repeat. */
const HERO_SIZES = '100vw';

/** /booking: how booking works, then the wizard (an experience, a day and a time, add-ons, details). */
export default defineRoute({
  search: () => ({ keywords: 'book appointment reserve' }),
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

      {/* A draft kept from earlier in the visit is resumed once the wizard is live. */}
      <Island load="visible" of={bookingWizard} props={{}} />
    </>
  );
}
