import { cardClasses, cities, cityPath, FadeIn, Link, Section, STAGGER_SECONDS } from 'shared';

/** /contact's nine houses: a link to each city's page, then to all of them. */
export function OurHouses() {
  return (
    <Section tone="espresso" eyebrow="Visit" title="Our nine houses" intro="Every house shares one support line and one standard of care.">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city, index) => (
          <FadeIn as="li" key={city.slug} delay={index * STAGGER_SECONDS * 0.5}>
            <Link to={cityPath(city.slug)} className={cardClasses('dark', 'flex min-h-16 items-center justify-between px-6 py-4 font-display text-xl text-ivory transition-colors hover:border-gold hover:bg-umber')}>
              {city.label}
              <span aria-hidden="true" className="text-gold">
                →
              </span>
            </Link>
          </FadeIn>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to="/local" className="text-xs font-medium tracking-[0.2em] text-gold uppercase underline-offset-8 hover:underline">
          View All Locations
        </Link>
      </div>
    </Section>
  );
}
