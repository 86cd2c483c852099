import { FadeIn, Section, STAGGER_SECONDS } from 'shared';
import { serviceOfferings } from '../../data/offerings';
import { ServiceCard } from './ServiceCard';
import { ServiceChips } from './ServiceChips';

/** The menu: the filter chips above a card for every consultation, treatment and experience. */
export function ServiceMenu() {
  return (
    <Section
      eyebrow="The Menu"
      title="Our services"
      intro="Every appointment takes place in a private suite, with a specialist trained in-house on melanin-rich skin and textured hair."
    >
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
