import { ButtonLink, PageHero, ResponsiveImage } from 'shared';
import { art } from '../../art/generated/manifest';

/** The services page's hero, with the way to book an appointment. */
export function ServicesHero() {
  return (
    <PageHero
      eyebrow="Services"
      title="Services for melanin-rich beauty"
      subtitle="Consultations, treatments and experiences, performed by specialists in deep skin and textured hair."
      media={<ResponsiveImage image={art['texture-silk']} alt="" priority className="absolute inset-0 h-full w-full object-cover" />}
    >
      <ButtonLink to="/booking">Book an Appointment</ButtonLink>
    </PageHero>
  );
}
