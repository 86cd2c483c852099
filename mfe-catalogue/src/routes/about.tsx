import { brand, breadcrumbJsonLd, defineMessages, defineRoute, HOME_CRUMB, leadImageOf } from 'shared';
import { AboutHero, HERO_IMAGE, HERO_SIZES } from '../components/about/AboutHero';
import { ClientQuotes } from '../components/about/ClientQuotes';
import { Divisions } from '../components/about/Divisions';
import { DomainStory } from '../components/about/DomainStory';
import { FeaturedProducts } from '../components/about/FeaturedProducts';
import { MeetTheAdvisor } from '../components/about/MeetTheAdvisor';
import { Promises } from '../components/about/Promises';
import { Values } from '../components/about/Values';

const messages = defineMessages({
  keywords: { id: 'catalogue.about.search-keywords', defaultMessage: 'story house values', description: 'words site search knows /about by, besides its title and description' },
  title: { id: 'catalogue.about.head-title', defaultMessage: 'About' },
  description: {
    id: 'catalogue.about.head-description',
    defaultMessage: '{brand}, est. {year} in {city}: a luxury beauty house for Black women and people of colour, and four beauty domains offered together to one buyer.',
  },
  keywordAbout: { id: 'catalogue.about.keyword-about', defaultMessage: 'about {brand}' },
  keywordBrand: { id: 'catalogue.about.keyword-brand', defaultMessage: 'luxury Black beauty brand' },
  keywordSkin: { id: 'catalogue.about.keyword-skin', defaultMessage: 'melanin-rich skin' },
  keywordHair: { id: 'catalogue.about.keyword-hair', defaultMessage: 'textured hair' },
  keywordDomains: { id: 'catalogue.about.keyword-domains', defaultMessage: 'beauty domain names' },
});

/** /about: the house, its values, its divisions and the four domains. */
export default defineRoute({
  search: ({ intl }) => ({ keywords: intl.formatMessage(messages.keywords) }),
  head: (_, { intl }) => ({
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.description, { brand: brand.name, year: String(brand.established), city: brand.headOffice.city }),
    keywords: [
      intl.formatMessage(messages.keywordAbout, { brand: brand.name }),
      intl.formatMessage(messages.keywordBrand),
      intl.formatMessage(messages.keywordSkin),
      intl.formatMessage(messages.keywordHair),
      intl.formatMessage(messages.keywordDomains),
    ],
    canonicalPath: '/about',
    jsonLd: [
      breadcrumbJsonLd([
        { name: intl.formatMessage(HOME_CRUMB), path: '/' },
        { name: intl.formatMessage(messages.title), path: '/about' },
      ]),
    ],
  }),
  leadImage: () => leadImageOf(HERO_IMAGE, HERO_SIZES),
  Page: AboutPage,
});

function AboutPage() {
  return (
    <>
      <AboutHero />
      <DomainStory />
      <Values />
      <Divisions />
      <ClientQuotes />
      <Promises />
      <FeaturedProducts />
      <MeetTheAdvisor />
    </>
  );
}
