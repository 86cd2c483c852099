import { breadcrumbJsonLd, defineMessages, defineRoute, HOME_CRUMB, serviceLanguagesIn } from 'shared';
import { ReserveAppointment } from '../components/services/ReserveAppointment';
import { ServiceLocations } from '../components/services/ServiceLocations';
import { ServiceMenu } from '../components/services/ServiceMenu';
import { ServicesHero } from '../components/services/ServicesHero';
import { WhyChooseNoirelle } from '../components/services/WhyChooseNoirelle';

const messages = defineMessages({
  keywords: { id: 'catalogue.services.search-keywords', defaultMessage: 'consultation treatment experience', description: 'words site search knows /services by, besides its title and description' },
  title: { id: 'catalogue.services.head-title', defaultMessage: 'Services' },
  description: {
    id: 'catalogue.services.head-description',
    defaultMessage: 'Luxury beauty consultations, treatments and experiences for melanin-rich skin and textured hair, in nine cities, with worldwide customer service in {languages}.',
  },
  keywordServices: { id: 'catalogue.services.keyword-services', defaultMessage: 'luxury beauty services' },
  keywordSkincare: { id: 'catalogue.services.keyword-skincare', defaultMessage: 'skincare for Black skin' },
  keywordMakeup: { id: 'catalogue.services.keyword-makeup', defaultMessage: 'makeup artist for dark skin' },
  keywordHair: { id: 'catalogue.services.keyword-hair', defaultMessage: 'textured hair specialist' },
  keywordConsultation: { id: 'catalogue.services.keyword-consultation', defaultMessage: 'beauty consultation' },
  keywordSkin: { id: 'catalogue.services.keyword-skin', defaultMessage: 'melanin-rich skin' },
});

/** /services: the menu of consultations, treatments and experiences, filtered by kind. */
export default defineRoute({
  search: ({ intl }) => ({ keywords: intl.formatMessage(messages.keywords) }),
  head: (_, { locale, intl }) => ({
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.description, { languages: serviceLanguagesIn(locale) }),
    keywords: [
      intl.formatMessage(messages.keywordServices),
      intl.formatMessage(messages.keywordSkincare),
      intl.formatMessage(messages.keywordMakeup),
      intl.formatMessage(messages.keywordHair),
      intl.formatMessage(messages.keywordConsultation),
      intl.formatMessage(messages.keywordSkin),
    ],
    canonicalPath: '/services',
    jsonLd: [
      breadcrumbJsonLd([
        { name: intl.formatMessage(HOME_CRUMB), path: '/' },
        { name: intl.formatMessage(messages.title), path: '/services' },
      ]),
    ],
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
