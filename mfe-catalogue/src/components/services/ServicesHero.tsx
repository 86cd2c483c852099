import { ButtonLink, defineMessages, PageHero, ResponsiveImage, useIntl } from 'shared';
import { art } from '../../art/generated/manifest';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.services.hero-eyebrow', defaultMessage: 'Services' },
  title: { id: 'catalogue.services.hero-title', defaultMessage: 'Services for melanin-rich beauty' },
  subtitle: { id: 'catalogue.services.hero-subtitle', defaultMessage: 'Consultations, treatments and experiences, performed by specialists in deep skin and textured hair.' },
  book: { id: 'catalogue.services.hero-book', defaultMessage: 'Book an Appointment' },
});

/** The services page's hero, with the way to book an appointment. */
export function ServicesHero() {
  const intl = useIntl();
  return (
    <PageHero
      eyebrow={intl.formatMessage(messages.eyebrow)}
      title={intl.formatMessage(messages.title)}
      subtitle={intl.formatMessage(messages.subtitle)}
      media={<ResponsiveImage image={art['texture-silk']} alt="" priority className="absolute inset-0 h-full w-full object-cover" />}
    >
      <ButtonLink to="/booking">{intl.formatMessage(messages.book)}</ButtonLink>
    </PageHero>
  );
}
