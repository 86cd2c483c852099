import { useState } from 'react';
import { Breadcrumb, breadcrumbJsonLd, buttonClasses, ButtonLink, cities, cityPath, defineRoute, FadeIn, Island, leadImageOf, Link, PageHero, ResponsiveImage, Section } from 'shared';
import { art } from '../art/generated/manifest';
import { RichText } from '../components/RichText';
import { findLocation } from '../data/find-location';
import { locations, type Location } from '../data/locations';
import houseToday from '../islands/house-today';
import houseWeek from '../islands/house-week';
import { telLink, whatsappLink } from '../lib/hours';
import { salonJsonLd } from '../lib/structured-data';

/** Spec: rating 4.9 on a city page; links to at most 8 other locations. */
export const CITY_RATING = '4.9';
export const OTHER_LOCATIONS_LIMIT = 8;

/** The hero's `sizes`, which its preload in the composed HTML must repeat. */
const HERO_SIZES = '100vw';

function cityCrumbs(location: Location) {
  return [
    { name: 'Home', path: '/' },
    { name: 'Locations', path: '/local' },
    { name: location.address.city, path: cityPath(location.slug) },
  ];
}

/**
 * /local/{slug}: one house. Spec: an unknown slug redirects to /local; its loading message, while
 * the route arrives, is declared with the route table (src/routes.tsx).
 */
export default defineRoute({
  pages: () => locations.map((location) => ({ slug: location.slug })),
  data: ({ slug = '' }) => findLocation(slug),
  missing: '/local',
  head: ({ location }) => {
    const hero = art[location.heroImage];
    return {
      title: `Luxury Beauty in ${location.address.city}`,
      description: `${location.name}: ${location.description}`,
      keywords: location.seoKeywords,
      canonicalPath: cityPath(location.slug),
      image: { url: hero.src, width: hero.width, height: hero.height, alt: hero.alt },
      jsonLd: [salonJsonLd(location, hero.src), breadcrumbJsonLd(cityCrumbs(location))],
    };
  },
  leadImage: ({ location }) => leadImageOf(art[location.heroImage], HERO_SIZES),
  // Keyed: another house is a new page (its clock, its pictures).
  Page: ({ data: { location, others } }) => <City key={location.slug} location={location} others={others} />,
});

function City({ location, others }: { location: Location; others: readonly Location[] }) {
  // The house's clock: the HTML is written at build time, and its islands set it right once shown.
  const [writtenAt] = useState(() => new Date().toISOString());
  const clock = { hours: location.hours, timezone: location.timezone, writtenAt };
  const city = location.address.city;
  const label = cities.find((candidate) => candidate.slug === location.slug)?.label ?? city;
  const crumbs = cityCrumbs(location);

  const tel = telLink(location.contact.phone);
  const tiles = [
    { label: 'Phone', value: <a href={tel} className="hover:text-gold">{location.contact.phone}</a> },
    {
      label: "Today's hours",
      value: <Island load="visible" of={houseToday} props={clock} />,
    },
    { label: 'Rating', value: <><span aria-hidden="true" className="text-gold">★ </span>{CITY_RATING}</> },
    { label: 'Timezone', value: location.timezone.replace('_', ' ') },
  ];

  return (
    <>
      <PageHero
        height="category"
        eyebrow={location.name}
        title={label}
        subtitle={location.description}
        media={<ResponsiveImage image={art[location.heroImage]} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover object-bottom" />}
      >
        <a href={tel} className={buttonClasses('outline')}>
          Call {city}
        </a>
        <ButtonLink to="/booking">Book an Appointment</ButtonLink>
      </PageHero>

      <section aria-label={`${city} at a glance`} className="bg-umber text-ivory">
        <div className="page-container py-10">
          <Breadcrumb crumbs={crumbs} tone="dark" separator="›" lastIsCurrent />
          <dl className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {tiles.map((tile) => (
              <div key={tile.label} className="border-t border-gold/30 pt-4">
                <dt className="eyebrow text-gold">{tile.label}</dt>
                <dd className="mt-2 font-display text-xl">{tile.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section eyebrow={`${city}, a story`} title={location.cityStory.headline}>
        <div className="grid gap-10 lg:grid-cols-[1fr_1fr_0.8fr]">
          <FadeIn className="text-lg leading-relaxed text-taupe"><p>{location.cityStory.paragraph1}</p></FadeIn>
          <FadeIn delay={0.2} className="text-lg leading-relaxed text-taupe"><p>{location.cityStory.paragraph2}</p></FadeIn>
          <FadeIn delay={0.4}>
            <ResponsiveImage image={art[location.galleryImages[0] ?? location.heroImage]} sizes="(min-width: 1024px) 25vw, 100vw" className="aspect-[3/4] h-auto w-full object-cover" />
          </FadeIn>
        </div>
      </Section>

      <Section tone="umber" eyebrow="A word from the house" title={location.shopPassion.headline}>
        <FadeIn className="mx-auto max-w-3xl">
          <RichText value={location.shopPassion.ownerVoice} className="space-y-6 font-display text-2xl leading-snug text-ivory [&_a]:text-gold [&_a]:decoration-gold/50" />
        </FadeIn>
      </Section>

      <Section eyebrow="In the salon" title={`Services and specialties in ${city}`}>
        <div className="grid gap-12 md:grid-cols-2">
          <div>
            <h3 className="eyebrow text-gold-ink">Services</h3>
            <ul className="mt-4 space-y-3">
              {location.services.map((service) => (
                <li key={service} className="border-b border-espresso/10 pb-3 leading-relaxed">{service}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="eyebrow text-gold-ink">Specialties</h3>
            <ul className="mt-4 space-y-3">
              {location.specialties.map((specialty) => (
                <li key={specialty} className="border-b border-espresso/10 pb-3 leading-relaxed">{specialty}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="espresso" eyebrow="Visit" title={`Find Noirelle ${city}`}>
        <div className="grid gap-12 lg:grid-cols-2">
          <Island load="idle" of={houseWeek} props={clock} />
          <div className="space-y-8">
            <div>
              <h3 className="eyebrow text-gold">Address</h3>
              <address className="mt-3 text-lg leading-relaxed not-italic text-ivory">{location.address.formatted}</address>
            </div>
            <div>
              <h3 className="eyebrow text-gold">Contact</h3>
              <p className="mt-3 text-ivory"><a href={tel} className="hover:text-gold">{location.contact.phone}</a></p>
              <p className="mt-1 text-ivory"><a href={`mailto:${location.contact.email}`} className="hover:text-gold">{location.contact.email}</a></p>
              <p className="mt-1">
                <a href={whatsappLink(location.contact.whatsapp)} target="_blank" rel="noopener" className="text-ivory hover:text-gold">
                  WhatsApp {location.contact.whatsapp}<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
            </div>
            <div>
              <h3 className="eyebrow text-gold">Nearby</h3>
              <ul className="mt-3 space-y-1 text-mist">
                {location.nearbyLandmarks.map((landmark) => <li key={landmark}>{landmark}</li>)}
              </ul>
            </div>
            <ButtonLink to="/booking">Book in {city}</ButtonLink>
          </div>
        </div>
      </Section>

      <Section eyebrow="Elsewhere" title="Other Noirelle houses">
        <ul className="flex flex-wrap justify-center gap-3">
          {others.slice(0, OTHER_LOCATIONS_LIMIT).map((other) => (
            <li key={other.slug}>
              <Link to={cityPath(other.slug)} className="inline-block border border-espresso/25 px-5 py-3 transition-colors hover:border-gold-ink hover:text-gold-ink">
                {other.address.city}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
