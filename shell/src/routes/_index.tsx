import type { SearchAction, WithActionConstraints } from 'schema-dts';
import { absoluteUrl, allDomains, brand, brandText, ButtonLink, buttonClasses, defineMessages, defineRoute, homeAnchors, leadImageOf, PageHero, useIntl } from 'shared';
import { art } from '../art/generated/manifest';
import { useHeroMedia } from '../home/HeroMedia';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { RemotePlace } from '../first-view/RemotePlace';

/** Spec: the site search is declared at /search?q={search_term_string}. */
const siteSearch: WithActionConstraints<SearchAction> = {
  '@type': 'SearchAction',
  target: { '@type': 'EntryPoint', urlTemplate: `${brand.siteUrl}/search?q={search_term_string}` },
  'query-input': 'required name=search_term_string',
};

/** The two sections below the hero: the catalogue's and the advisor's parts. */
const COLLECTIONS_SECTION: RemoteModuleId = 'catalogue/HomeSections';
const INTEREST_SECTION: RemoteModuleId = 'advisor/InterestSection';

const messages = defineMessages({
  title: { id: 'shell.home.title', defaultMessage: '{brand} | Luxury Beauty for Melanin-Rich Skin and Textured Hair' },
  keywords: { id: 'shell.home.keywords', defaultMessage: 'luxury beauty, Black women, melanin-rich skin, textured hair, skincare, makeup, hair care', description: 'search keywords, separated by commas' },
  eyebrow: { id: 'shell.home.eyebrow', defaultMessage: 'Est. {year} · {place}' },
  heading: { id: 'shell.home.heading', defaultMessage: 'Beauty, formulated for melanin.' },
  subtitle: { id: 'shell.home.subtitle', defaultMessage: 'Skin, makeup and hair rituals made for deep skin tones and textured hair, in nine cities and online.' },
  advisor: { id: 'shell.home.advisor', defaultMessage: 'AI Beauty Advisor' },
  collections: { id: 'shell.home.collections', defaultMessage: 'Explore Collections' },
  interest: { id: 'shell.home.interest', defaultMessage: 'Register Interest' },
});

/** /: the hero, then the collections and the interest registration. */
export default defineRoute({
  head: (_data, { intl, locale }) => ({
    title: intl.formatMessage(messages.title, { brand: brand.name }),
    description: brandText(locale).description,
    keywords: intl.formatMessage(messages.keywords).split(', '),
    canonicalPath: '/',
    jsonLd: [
      {
        '@type': 'Organization',
        '@id': `${brand.siteUrl}/#organization`,
        name: brand.name,
        legalName: brand.legalName,
        url: brand.siteUrl,
        logo: absoluteUrl('/brand/icon-512.png'),
        image: absoluteUrl('/brand/sharing-banner.jpg'),
        description: brandText(locale).description,
        foundingDate: String(brand.established),
        email: brand.email.concierge,
        telephone: brand.phone.tel,
        address: {
          '@type': 'PostalAddress',
          streetAddress: brand.headOffice.street,
          addressLocality: brand.headOffice.city,
          addressRegion: brand.headOffice.region,
          postalCode: brand.headOffice.postalCode,
          addressCountry: brand.headOffice.country,
        },
        sameAs: allDomains.filter((domain) => `https://${domain}` !== brand.siteUrl).map((domain) => `https://${domain}`),
      },
      {
        '@type': 'WebSite',
        '@id': `${brand.siteUrl}/#website`,
        name: brand.name,
        url: brand.siteUrl,
        publisher: { '@id': `${brand.siteUrl}/#organization` },
        potentialAction: siteSearch,
      },
    ],
  }),
  leadImage: () => leadImageOf(art['hero-loop-poster']),
  // Their HTML is the catalogue's and the advisor's published fragments, filled in by the composition.
  remoteModules: [COLLECTIONS_SECTION, INTEREST_SECTION],
  Page: HomePage,
});

function HomePage() {
  const hero = useHeroMedia();
  const intl = useIntl();

  return (
    <>
      <PageHero
        height="full"
        entrance
        media={hero.media}
        controls={hero.control}
        eyebrow={intl.formatMessage(messages.eyebrow, { year: brand.established, place: brand.headOffice.label })}
        title={intl.formatMessage(messages.heading)}
        subtitle={intl.formatMessage(messages.subtitle)}
      >
        <ButtonLink to="/chat">{intl.formatMessage(messages.advisor)}</ButtonLink>
        {/* In-page links: the sections are in the page's HTML, and the browser goes to them. */}
        <a className={buttonClasses('outline')} href={`#${homeAnchors.collections}`}>
          {intl.formatMessage(messages.collections)}
        </a>
        <a className={buttonClasses('outline')} href={`#${homeAnchors.registerInterest}`}>
          {intl.formatMessage(messages.interest)}
        </a>
      </PageHero>
      {/* Their HTML comes with the page; the interest form in them is an island of its own. */}
      <RemotePlace id={COLLECTIONS_SECTION} />
      <RemotePlace id={INTEREST_SECTION} />
    </>
  );
}
