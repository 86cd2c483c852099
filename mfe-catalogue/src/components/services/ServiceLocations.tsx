import { ButtonLink, cardClasses, cities, cityLabel, cityPath, defineMessages, FadeIn, Link, Name, Section, serviceLanguagesIn, STAGGER_SECONDS, useIntl, type Locale } from 'shared';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.services.locations-eyebrow', defaultMessage: 'Our Locations' },
  title: { id: 'catalogue.services.locations-title', defaultMessage: 'Nine houses, one standard' },
  intro: { id: 'catalogue.services.locations-intro', defaultMessage: 'Visit us in nine cities, or speak with our concierge from anywhere: customer service is worldwide, in {languages}.' },
  all: { id: 'catalogue.services.locations-all', defaultMessage: 'View All Locations' },
});

/** The nine cities, each a link to its page, then the way to all locations. */
export function ServiceLocations() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  return (
    <Section
      eyebrow={intl.formatMessage(messages.eyebrow)}
      title={intl.formatMessage(messages.title)}
      intro={intl.formatMessage(messages.intro, { languages: serviceLanguagesIn(locale) })}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city, index) => (
          <FadeIn as="li" key={city.slug} delay={index * STAGGER_SECONDS}>
            <Link
              to={cityPath(city.slug)}
              className={cardClasses('light', 'group flex min-h-24 items-center justify-between gap-4 px-7 py-6 text-espresso transition-colors duration-300 hover:border-espresso hover:bg-espresso hover:text-ivory')}
            >
              <span className="font-display text-2xl">
                <Name>{cityLabel(city, locale)}</Name>
              </span>
              <span aria-hidden="true" className="text-gold-ink transition-transform duration-300 group-hover:translate-x-1 group-hover:text-gold">
                →
              </span>
            </Link>
          </FadeIn>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to="/local" variant="outline-dark">
          {intl.formatMessage(messages.all)}
        </ButtonLink>
      </div>
    </Section>
  );
}
