import { cardClasses, cities, cityLabel, cityPath, defineMessages, FadeIn, Link, Name, Section, STAGGER_SECONDS, useIntl, type Locale } from 'shared';

const messages = defineMessages({
  eyebrow: { id: 'advisor.houses.eyebrow', defaultMessage: 'Visit' },
  title: { id: 'advisor.houses.title', defaultMessage: 'Our nine houses' },
  intro: { id: 'advisor.houses.intro', defaultMessage: 'Every house shares one support line and one standard of care.' },
  all: { id: 'advisor.houses.all', defaultMessage: 'View All Locations' },
});

/** /contact's nine houses: a link to each city's page (its place named in the page's language), then to all of them. */
export function OurHouses() {
  const intl = useIntl();
  return (
    <Section tone="espresso" eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.intro)}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((city, index) => (
          <FadeIn as="li" key={city.slug} delay={index * STAGGER_SECONDS * 0.5}>
            <Link to={cityPath(city.slug)} className={cardClasses('dark', 'flex min-h-16 items-center justify-between px-6 py-4 font-display text-xl text-ivory transition-colors hover:border-gold hover:bg-umber')}>
              <Name>{cityLabel(city, intl.locale as Locale)}</Name>
              <span aria-hidden="true" className="text-gold">
                →
              </span>
            </Link>
          </FadeIn>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link to="/local" className="text-xs font-medium tracking-[0.2em] text-gold uppercase underline-offset-8 hover:underline">
          {intl.formatMessage(messages.all)}
        </Link>
      </div>
    </Section>
  );
}
