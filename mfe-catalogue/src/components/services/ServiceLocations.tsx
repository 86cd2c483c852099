import { ButtonLink, cardClasses, cities, cityPath, FadeIn, Link, Section, serviceLanguagesText, STAGGER_SECONDS } from 'shared';

/** The nine cities, each a link to its page, then the way to all locations. */
export function ServiceLocations() {
  return (
    <Section
      eyebrow="Our Locations"
      title="Nine houses, one standard"
      intro={`Visit us in nine cities, or speak with our concierge from anywhere: customer service is worldwide, in ${serviceLanguagesText}.`}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city, index) => (
          <FadeIn as="li" key={city.slug} delay={index * STAGGER_SECONDS}>
            <Link
              to={cityPath(city.slug)}
              className={cardClasses('light', 'group flex min-h-24 items-center justify-between gap-4 px-7 py-6 text-espresso transition-colors duration-300 hover:border-espresso hover:bg-espresso hover:text-ivory')}
            >
              <span className="font-display text-2xl">{city.label}</span>
              <span aria-hidden="true" className="text-gold-ink transition-transform duration-300 group-hover:translate-x-1 group-hover:text-gold">
                →
              </span>
            </Link>
          </FadeIn>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to="/local" variant="outline-dark">
          View All Locations
        </ButtonLink>
      </div>
    </Section>
  );
}
