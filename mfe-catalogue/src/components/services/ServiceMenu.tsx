import { defineMessages, FadeIn, Section, STAGGER_SECONDS, useIntl } from 'shared';
import { useCatalogue } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.services.menu-eyebrow', defaultMessage: 'The Menu' },
  title: { id: 'catalogue.services.menu-title', defaultMessage: 'Our services' },
  intro: { id: 'catalogue.services.menu-intro', defaultMessage: 'Every appointment takes place in a private suite, with a specialist trained in-house on melanin-rich skin and textured hair.' },
});
import { ServiceCard } from './ServiceCard';
import { ServiceChips } from './ServiceChips';

/** The menu: the filter chips above a card for every consultation, treatment and experience. */
export function ServiceMenu() {
  const intl = useIntl();
  const { offerings: serviceOfferings } = useCatalogue();
  return (
    <Section eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.intro)}>
      {/* The chips filter the cards by the stylesheet alone (./ServiceChips.tsx). */}
      <div data-service-menu>
        <ServiceChips />
        <ul className="grid gap-10 md:grid-cols-2 md:gap-12">
          {serviceOfferings.map((offering, index) => (
            <li key={offering.id} data-service-category={offering.category}>
              <FadeIn delay={index * STAGGER_SECONDS} className="h-full">
                <ServiceCard offering={offering} />
              </FadeIn>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
