import { apartEach, brand, defineMessages, defineRoute, FadeIn, howToJsonLd, Island, leadImageOf, NumberedPoint, PageHero, ResponsiveImage, serviceLanguagesIn, STAGGER_SECONDS, topLevelBreadcrumb, useIntl, useLocale } from 'shared';
import { art } from '../art/generated/manifest';
import { bookingKeywordsIn, howItWorksIn } from '../data/localized';
import bookingWizard from '../islands/booking-wizard';

const messages = defineMessages({
  /** The page's h1, its title and its breadcrumb. */
  title: { id: 'booking.page.title', defaultMessage: 'Book Your Experience' },
  description: {
    id: 'booking.page.description',
    defaultMessage: 'Book a {brand} facial, hair ritual, couture makeup session or the four-hour Total Transformation: choose your experience, a day and a time, and any enhancements.',
  },
  howToName: { id: 'booking.page.how-to-name', defaultMessage: 'How to book a {brand} beauty experience' },
  howToDescription: { id: 'booking.page.how-to-description', defaultMessage: 'Four steps to reserve a skin, hair or makeup experience for melanin-rich beauty.' },
  keywords: { id: 'booking.page.search-keywords', defaultMessage: 'book appointment reserve' },
  eyebrow: { id: 'booking.page.eyebrow', defaultMessage: 'Booking' },
  subtitle: { id: 'booking.page.subtitle', defaultMessage: 'Choose an experience, a day and an hour; your concierge prepares everything else.' },
  introEyebrow: { id: 'booking.page.intro-eyebrow', defaultMessage: 'The Appointment' },
  introTitle: { id: 'booking.page.intro-title', defaultMessage: 'Four steps to your private suite' },
  intro: {
    id: 'booking.page.intro',
    defaultMessage:
      'Every experience takes place in a private suite, with specialists trained in-house on melanin-rich skin and textured hair. Reserve online in a few minutes, or call {phone}: our concierge answers in {languages}.',
  },
});

const ENGLISH_KEYWORDS = ['book a facial for Black skin', 'textured hair appointment', 'makeup artist for dark skin', 'luxury beauty booking', 'melanin-rich skin'];

/** The hero's `sizes`, which its preload in the composed HTML must repeat. */
const HERO_SIZES = '100vw';

/** /booking: how booking works, then the wizard (an experience, a day and a time, add-ons, details). */
export default defineRoute({
  search: ({ intl }) => ({ keywords: intl.formatMessage(messages.keywords) }),
  head: (_data, { locale, intl }) => {
    const title = intl.formatMessage(messages.title);
    return {
      title,
      description: intl.formatMessage(messages.description, { brand: brand.name }),
      keywords: [...(bookingKeywordsIn(locale) ?? ENGLISH_KEYWORDS)],
      canonicalPath: '/booking',
      jsonLd: [
        howToJsonLd({
          name: intl.formatMessage(messages.howToName, { brand: brand.name }),
          description: intl.formatMessage(messages.howToDescription),
          path: '/booking',
          steps: howItWorksIn(locale),
        }),
        topLevelBreadcrumb(title, '/booking'),
      ],
    };
  },
  leadImage: () => leadImageOf(art['hero-booking'], HERO_SIZES),
  Page: BookingPage,
});

function BookingPage() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <>
      <PageHero
        eyebrow={intl.formatMessage(messages.eyebrow)}
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
        media={<ResponsiveImage image={art['hero-booking']} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
      />

      <section aria-labelledby="booking-intro-title" className="bg-ivory py-20 md:py-28">
        <div className="page-container">
          <header className="mx-auto max-w-2xl text-center">
            <p className="eyebrow mb-4 text-gold-ink">{intl.formatMessage(messages.introEyebrow)}</p>
            <h2 id="booking-intro-title" className="font-display text-4xl leading-tight md:text-5xl">
              {intl.formatMessage(messages.introTitle)}
            </h2>
            <p className="mt-5 leading-relaxed text-taupe">{intl.formatMessage(messages.intro, apartEach({ phone: brand.phone.display, languages: serviceLanguagesIn(locale) }))}</p>
          </header>
          <ol className="mt-14 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
            {howItWorksIn(locale).map((item, index) => (
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
