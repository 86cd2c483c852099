import { brand, defineRoute, leadImageOf, topLevelBreadcrumb } from 'shared';
import { AboutHero, HERO_IMAGE, HERO_SIZES } from '../components/about/AboutHero';
import { ClientQuotes } from '../components/about/ClientQuotes';
import { Divisions } from '../components/about/Divisions';
import { DomainStory } from '../components/about/DomainStory';
import { FeaturedProducts } from '../components/about/FeaturedProducts';
import { MeetTheAdvisor } from '../components/about/MeetTheAdvisor';
import { Promises } from '../components/about/Promises';
import { Values } from '../components/about/Values';

/** /about: the house, its values, its divisions and the four domains. */
export default defineRoute({
  search: () => ({ keywords: 'story house values' }),
  head: () => ({
    title: 'About',
    description: `${brand.name}, est. ${brand.established} in ${brand.headOffice.city}: a luxury beauty house for Black women and people of colour, and four beauty domains offered together to one buyer.`,
    keywords: ['about Noirelle', 'luxury Black beauty brand', 'melanin-rich skin', 'textured hair', 'beauty domain names'],
    canonicalPath: '/about',
    jsonLd: [topLevelBreadcrumb('About', '/about')],
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
