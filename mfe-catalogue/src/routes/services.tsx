import { defineRoute, serviceLanguagesText, topLevelBreadcrumb } from 'shared';
import { ReserveAppointment } from '../components/services/ReserveAppointment';
import { ServiceLocations } from '../components/services/ServiceLocations';
import { ServiceMenu } from '../components/services/ServiceMenu';
import { ServicesHero } from '../components/services/ServicesHero';
import { WhyChooseNoirelle } from '../components/services/WhyChooseNoirelle';

/** /services: the menu of consultations, treatments and experiences, filtered by kind. */
export default defineRoute({
  search: () => ({ keywords: 'consultation treatment experience' }),
  head: () => ({
    title: 'Services',
    description: `Luxury beauty consultations, treatments and experiences for melanin-rich skin and textured hair, in nine cities, with worldwide customer service in ${serviceLanguagesText}.`,
    keywords: ['luxury beauty services', 'skincare for Black skin', 'makeup artist for dark skin', 'textured hair specialist', 'beauty consultation', 'melanin-rich skin'],
    canonicalPath: '/services',
    jsonLd: [topLevelBreadcrumb('Services', '/services')],
  }),
  Page: ServicesPage,
});

function ServicesPage() {
  return (
    <>
      <ServicesHero />
      <ServiceMenu />
      <WhyChooseNoirelle />
      <ServiceLocations />
      <ReserveAppointment />
    </>
  );
}
