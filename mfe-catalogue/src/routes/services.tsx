import { defineRoute, Island, serviceLanguagesText, topLevelBreadcrumb } from 'shared';
import { ReserveAppointment } from '../components/services/ReserveAppointment';
import { ServiceLocations } from '../components/services/ServiceLocations';
import { ServiceMenu } from '../components/services/ServiceMenu';
import { ServicesHero } from '../components/services/ServicesHero';
import { WhyChooseNoirelle } from '../components/services/WhyChooseNoirelle';
import { serviceOfferings } from '../data/offerings';
import serviceFilter, { serviceFilters, type ServiceFilterProps } from '../islands/service-filter';

/** How many services each chip shows, for the count the filter announces. */
const serviceCounts = Object.fromEntries(
  serviceFilters.map(({ value }) => [value, value === 'all' ? serviceOfferings.length : serviceOfferings.filter((offering) => offering.category === value).length]),
) as ServiceFilterProps['counts'];

/** /services: the menu of consultations, treatments and experiences, filtered by kind. */
export default defineRoute({
  head: () => ({
    title: 'Services',
    description: `Luxury beauty consultations, treatments and experiences for melanin-rich skin and textured hair, in nine cities, with worldwide customer service in ${serviceLanguagesText}.`,
    keywords: ['luxury beauty services', 'skincare for Black skin', 'makeup artist for dark skin', 'textured hair specialist', 'beauty consultation', 'melanin-rich skin'],
    canonicalPath: '/services',
    jsonLd: [topLevelBreadcrumb('Services', '/services')],
  }),
  Page: ServicesPage,
});

// The route module imports the filter island and hands the menu its element: imported from a component
// instead, the bundler folds the island into a shared chunk under another name, which the page's first
// view names.
function ServicesPage() {
  return (
    <>
      <ServicesHero />
      <ServiceMenu filter={<Island load="visible" of={serviceFilter} props={{ counts: serviceCounts }} />} />
      <WhyChooseNoirelle />
      <ServiceLocations />
      <ReserveAppointment />
    </>
  );
}
