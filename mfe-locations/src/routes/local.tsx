import { brand, breadcrumbJsonLd, buttonClasses, ButtonLink, cityPath, defineMessages, defineRoute, FadeIn, HOME_CRUMB, Link, PageHero, ResponsiveImage, Section, STAGGER_SECONDS, useIntl, useLocale } from 'shared';
import { art } from '../art/generated/manifest';
import { PostalAddress } from '../components/PostalAddress';
import { localizedLocations } from '../data/localized';
import { locations } from '../data/locations';
import { telLink } from '../lib/contact-links';
import { headOfficeJsonLd } from '../lib/structured-data';
import { common } from '../messages';

const messages = defineMessages({
  title: { id: 'locations.index.title', defaultMessage: 'Our Locations' },
  description: { id: 'locations.index.description', defaultMessage: 'Noirelle salons and spas in {count} cities: {cities}. Customer service worldwide.' },
  eyebrow: { id: 'locations.index.eyebrow', defaultMessage: 'Nine Cities' },
  subtitle: { id: 'locations.index.subtitle', defaultMessage: 'From Paris to Los Angeles, each Noirelle house is staffed by specialists in melanin-rich skin and textured hair.' },
  numbers: { id: 'locations.index.numbers', defaultMessage: 'Noirelle in numbers' },
  statLocations: { id: 'locations.index.stat-locations', defaultMessage: 'Locations' },
  statCountries: { id: 'locations.index.stat-countries', defaultMessage: 'Countries' },
  statSupport: { id: 'locations.index.stat-support', defaultMessage: 'Support' },
  statSupportValue: { id: 'locations.index.stat-support-value', defaultMessage: '24/7' },
  statStandard: { id: 'locations.index.stat-standard', defaultMessage: 'Standard' },
  statStandardValue: { id: 'locations.index.stat-standard-value', defaultMessage: '5-star' },
  pressEyebrow: { id: 'locations.index.press-eyebrow', defaultMessage: 'From the Press' },
  pressTitle: { id: 'locations.index.press-title', defaultMessage: 'A family in nine cities' },
  featured: { id: 'locations.index.featured', defaultMessage: 'Featured story · {readingTime}' },
  readingTime: { id: 'locations.index.reading-time', defaultMessage: '{minutes} min read' },
  readStory: { id: 'locations.index.read-story', defaultMessage: 'Read the story<hidden>: {title}</hidden>' },
  findUs: { id: 'locations.index.find-us', defaultMessage: 'Find us' },
  housesTitle: { id: 'locations.index.houses-title', defaultMessage: 'Nine houses, one standard' },
  rated: { id: 'locations.index.rated', defaultMessage: 'Rated' },
  standardsEyebrow: { id: 'locations.index.standards-eyebrow', defaultMessage: 'Our standards' },
  standardsTitle: { id: 'locations.index.standards-title', defaultMessage: 'What you will find in every house' },
  specialistsTitle: { id: 'locations.index.standard-specialists-title', defaultMessage: 'Specialists, not generalists' },
  specialistsText: { id: 'locations.index.standard-specialists-text', defaultMessage: 'Every artist, therapist and stylist trains in-house on deep skin and type 3 and 4 hair before they see a client.' },
  oneStandardTitle: { id: 'locations.index.standard-one-title', defaultMessage: 'One standard, nine cities' },
  oneStandardText: { id: 'locations.index.standard-one-text', defaultMessage: 'The same products, protocols and hygiene in Paris as in Houston: a Noirelle appointment is the same ritual everywhere.' },
  privateTitle: { id: 'locations.index.standard-private-title', defaultMessage: 'Private by design' },
  privateText: { id: 'locations.index.standard-private-text', defaultMessage: 'Private suites, unhurried booking, and a concierge who remembers your shade, your curl pattern and how you take your tea.' },
  visitTitle: { id: 'locations.index.visit-title', defaultMessage: 'Book a visit, or speak with us' },
  call: { id: 'locations.index.call', defaultMessage: 'Call {phone}' },
  oneNumber: { id: 'locations.index.one-number', defaultMessage: 'One number for every house, {hours}.' },
  searchKeywords: { id: 'locations.index.search-keywords', defaultMessage: 'all cities', description: 'words site search finds /local by' },
  phoneHours: { id: 'locations.index.phone-hours', defaultMessage: 'Mon-Fri 9AM-6PM EST', description: 'the brand’s phone hours (brand.phoneHours)' },
});

/** /local: the nine houses, and what every one of them offers. */
export default defineRoute({
  search: ({ intl }) => ({ keywords: intl.formatMessage(messages.searchKeywords) }),
  head: (_, { intl, locale }) => ({
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.description, { count: locations.length, cities: locations.map((location) => location.address.city).join(', ') }),
    keywords: ['Black beauty salon', 'luxury spa for Black women', 'textured hair salon', ...locations.map((location) => `${location.address.city} beauty salon`)],
    canonicalPath: '/local',
    jsonLd: [
      headOfficeJsonLd(locale),
      breadcrumbJsonLd([
        { name: intl.formatMessage(HOME_CRUMB), path: '/' },
        { name: intl.formatMessage(common.locations), path: '/local' },
      ]),
    ],
  }),
  Page: LocationsIndex,
});

/** Spec: the last three statistics are fixed text ('6 countries' is the displayed reading). */
export const stats = [
  { value: String(locations.length), label: 'Locations' },
  { value: '6', label: 'Countries' },
  { value: '24/7', label: 'Support' },
  { value: '5-star', label: 'Standard' },
] as const;

/** The statistics' words, in the order of `stats`. */
const statMessages = [
  { label: messages.statLocations },
  { label: messages.statCountries },
  { label: messages.statSupport, value: messages.statSupportValue },
  { label: messages.statStandard, value: messages.statStandardValue },
] as const;

export const FEATURED_STORY = { path: '/press/celebrating-our-global-noirelle-beauty-family', title: 'Celebrating Our Global Noirelle Beauty Family', readingTime: '8 min read' } as const;
/** The featured story's reading time, in minutes ('8 min read'). */
const FEATURED_STORY_MINUTES = 8;

const standards = [
  { title: messages.specialistsTitle, text: messages.specialistsText },
  { title: messages.oneStandardTitle, text: messages.oneStandardText },
  { title: messages.privateTitle, text: messages.privateText },
] as const;

function LocationsIndex() {
  const intl = useIntl();
  const locale = useLocale();
  const english = locale === 'en';
  // The press articles stay in English: the story's title is marked so on a page in another language.
  const storyLang = english ? undefined : 'en';
  return (
    <>
      <PageHero eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)} />
      <section aria-label={intl.formatMessage(messages.numbers)} className="bg-umber text-ivory">
        <dl className="page-container grid grid-cols-2 gap-y-10 py-14 md:grid-cols-4">
          {stats.map((stat, index) => {
            const words = statMessages[index]!;
            return (
              <div key={stat.label} className="flex flex-col-reverse items-center text-center">
                <dt className="eyebrow mt-2 text-mist">{intl.formatMessage(words.label)}</dt>
                <dd className="font-display text-5xl text-gold">{'value' in words ? intl.formatMessage(words.value) : intl.formatNumber(Number(stat.value))}</dd>
              </div>
            );
          })}
        </dl>
      </section>

      <Section eyebrow={intl.formatMessage(messages.pressEyebrow)} title={intl.formatMessage(messages.pressTitle)}>
        <FadeIn className="mx-auto max-w-3xl bg-ivory-deep p-8 text-center md:p-12">
          <p className="eyebrow text-gold-ink">{intl.formatMessage(messages.featured, { readingTime: <>{intl.formatMessage(messages.readingTime, { minutes: FEATURED_STORY_MINUTES })}</> })}</p>
          <h3 lang={storyLang} className="mt-4 font-display text-3xl leading-tight md:text-4xl">{FEATURED_STORY.title}</h3>
          <Link to={FEATURED_STORY.path} className={`${buttonClasses('outline-dark')} mt-8`}>
            {intl.formatMessage(messages.readStory, {
              title: english ? <>{FEATURED_STORY.title}</> : <span lang="en">{FEATURED_STORY.title}</span>,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </Link>
        </FadeIn>
      </Section>

      <Section tone="espresso" eyebrow={intl.formatMessage(messages.findUs)} title={intl.formatMessage(messages.housesTitle)}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {localizedLocations(locale).map((location, index) => (
            <FadeIn as="li" key={location.slug} delay={(index % 3) * STAGGER_SECONDS}>
              <article className="group relative flex h-full flex-col border border-gold/20 bg-umber">
                <ResponsiveImage image={art[`skyline-${location.slug}`]} alt="" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[16/9] h-auto w-full object-cover opacity-90 transition-opacity group-hover:opacity-100" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="eyebrow text-gold">{location.country}</p>
                  <h3 className="mt-2 font-display text-3xl">
                    <Link to={cityPath(location.slug)} className="after:absolute after:inset-0 hover:text-gold">
                      {location.address.city}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-mist">
                    <PostalAddress location={location} />
                  </p>
                  <p className="mt-4 text-sm text-ivory">
                    <span aria-hidden="true" className="text-gold">★ </span>
                    <span className="sr-only">{`${intl.formatMessage(messages.rated)} `}</span>
                    {intl.formatNumber(5, { minimumFractionDigits: 1 })}
                  </p>
                </div>
              </article>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section eyebrow={intl.formatMessage(messages.standardsEyebrow)} title={intl.formatMessage(messages.standardsTitle)}>
        <ul className="grid gap-10 md:grid-cols-3">
          {standards.map((standard, index) => (
            <FadeIn as="li" key={standard.title.id} delay={index * STAGGER_SECONDS} className="border-t border-gold-ink/40 pt-6">
              <h3 className="font-display text-2xl">{intl.formatMessage(standard.title)}</h3>
              <p className="mt-3 leading-relaxed text-taupe">{intl.formatMessage(standard.text)}</p>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section tone="umber" eyebrow={intl.formatMessage(common.visit)} title={intl.formatMessage(messages.visitTitle)}>
        <div className="flex flex-wrap justify-center gap-4">
          <ButtonLink to="/booking">{intl.formatMessage(common.bookAppointment)}</ButtonLink>
          <a href={telLink(brand.phone.display)} className={buttonClasses('outline')}>
            {intl.formatMessage(messages.call, { phone: <>{brand.phone.display}</> })}
          </a>
        </div>
        <p className="mt-6 text-center text-sm text-mist">{intl.formatMessage(messages.oneNumber, { hours: <>{intl.formatMessage(messages.phoneHours)}</> })}</p>
      </Section>
    </>
  );
}
