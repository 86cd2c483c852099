import { brand, buttonClasses, ButtonLink, cityPath, defineRoute, FadeIn, Link, PageHero, ResponsiveImage, Section, STAGGER_SECONDS, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import { locations } from '../data/locations';
import { telLink } from '../lib/contact-links';
import { headOfficeJsonLd } from '../lib/structured-data';

/** The page's h1, and its title. */
const TITLE = 'Our Locations';

/** /local: the nine houses, and what every one of them offers. */
export default defineRoute({
  search: () => ({ keywords: 'all cities' }),
  head: () => ({
    title: TITLE,
    description: `Noirelle salons and spas in ${locations.length} cities: ${locations.map((location) => location.address.city).join(', ')}. Customer service worldwide.`,
    keywords: ['Black beauty salon', 'luxury spa for Black women', 'textured hair salon', ...locations.map((location) => `${location.address.city} beauty salon`)],
    canonicalPath: '/local',
    jsonLd: [headOfficeJsonLd(), topLevelBreadcrumb('Locations', '/local')],
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

export const FEATURED_STORY = { path: '/press/celebrating-our-global-noirelle-beauty-family', title: 'Celebrating Our Global Noirelle Beauty Family', readingTime: '8 min read' } as const;

const standards = [
  { title: 'Specialists, not generalists', text: 'Every artist, therapist and stylist trains in-house on deep skin and type 3 and 4 hair before they see a client.' },
  { title: 'One standard, nine cities', text: 'The same products, protocols and hygiene in Paris as in Houston: a Noirelle appointment is the same ritual everywhere.' },
  { title: 'Private by design', text: 'Private suites, unhurried booking, and a concierge who remembers your shade, your curl pattern and how you take your tea.' },
] as const;

function LocationsIndex() {
  return (
    <>
      <PageHero
        eyebrow="Nine Cities"
        title={TITLE}
        subtitle="From Paris to Los Angeles, each Noirelle house is staffed by specialists in melanin-rich skin and textured hair."
      />
      <section aria-label="Noirelle in numbers" className="bg-umber text-ivory">
        <dl className="page-container grid grid-cols-2 gap-y-10 py-14 md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center text-center">
              <dt className="eyebrow mt-2 text-mist">{stat.label}</dt>
              <dd className="font-display text-5xl text-gold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section eyebrow="From the Press" title="A family in nine cities">
        <FadeIn className="mx-auto max-w-3xl bg-ivory-deep p-8 text-center md:p-12">
          <p className="eyebrow text-gold-ink">Featured story · {FEATURED_STORY.readingTime}</p>
          <h3 className="mt-4 font-display text-3xl leading-tight md:text-4xl">{FEATURED_STORY.title}</h3>
          <Link to={FEATURED_STORY.path} className={`${buttonClasses('outline-dark')} mt-8`}>
            Read the story<span className="sr-only">: {FEATURED_STORY.title}</span>
          </Link>
        </FadeIn>
      </Section>

      <Section tone="espresso" eyebrow="Find us" title="Nine houses, one standard">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {locations.map((location, index) => (
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
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-mist">{location.address.formatted}</p>
                  <p className="mt-4 text-sm text-ivory">
                    <span aria-hidden="true" className="text-gold">★ </span>
                    <span className="sr-only">Rated </span>5.0
                  </p>
                </div>
              </article>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section eyebrow="Our standards" title="What you will find in every house">
        <ul className="grid gap-10 md:grid-cols-3">
          {standards.map((standard, index) => (
            <FadeIn as="li" key={standard.title} delay={index * STAGGER_SECONDS} className="border-t border-gold-ink/40 pt-6">
              <h3 className="font-display text-2xl">{standard.title}</h3>
              <p className="mt-3 leading-relaxed text-taupe">{standard.text}</p>
            </FadeIn>
          ))}
        </ul>
      </Section>

      <Section tone="umber" eyebrow="Visit" title="Book a visit, or speak with us">
        <div className="flex flex-wrap justify-center gap-4">
          <ButtonLink to="/booking">Book an Appointment</ButtonLink>
          <a href={telLink(brand.phone.display)} className={buttonClasses('outline')}>
            Call {brand.phone.display}
          </a>
        </div>
        <p className="mt-6 text-center text-sm text-mist">One number for every house, {brand.phoneHours}.</p>
      </Section>
    </>
  );
}
