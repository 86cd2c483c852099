import { ButtonLink, defineMessages, FadeIn, Section, useIntl } from 'shared';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.services.reserve-eyebrow', defaultMessage: 'Reserve' },
  title: { id: 'catalogue.services.reserve-title', defaultMessage: 'Your appointment awaits' },
  intro: { id: 'catalogue.services.reserve-intro', defaultMessage: 'Choose a service and a city, and our concierge will arrange every detail of your visit.' },
  button: { id: 'catalogue.services.reserve-button', defaultMessage: 'Reserve Your Appointment' },
});

/** The closing invitation to reserve an appointment. */
export function ReserveAppointment() {
  const intl = useIntl();
  return (
    <Section tone="umber" eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.intro)}>
      <FadeIn className="flex justify-center">
        <ButtonLink to="/booking">{intl.formatMessage(messages.button)}</ButtonLink>
      </FadeIn>
    </Section>
  );
}
