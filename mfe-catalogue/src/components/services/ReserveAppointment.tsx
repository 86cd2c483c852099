import { ButtonLink, FadeIn, Section } from 'shared';

/** The closing invitation to reserve an appointment. */
export function ReserveAppointment() {
  return (
    <Section
      tone="umber"
      eyebrow="Reserve"
      title="Your appointment awaits"
      intro="Choose a service and a city, and our concierge will arrange every detail of your visit."
    >
      <FadeIn className="flex justify-center">
        <ButtonLink to="/booking">Reserve Your Appointment</ButtonLink>
      </FadeIn>
    </Section>
  );
}
