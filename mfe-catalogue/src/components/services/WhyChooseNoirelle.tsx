import { FadeIn, NumberedPoint, Section, serviceLanguagesText, STAGGER_SECONDS } from 'shared';
import { whyChoose } from '../../data/offerings';

/** Why choose Noirelle: the reasons, each a numbered point. */
export function WhyChooseNoirelle() {
  return (
    <Section
      tone="espresso"
      eyebrow="Why Noirelle"
      title="Why choose Noirelle"
      intro={`Care designed around melanin-rich skin and textured hair, and a concierge that serves clients worldwide in ${serviceLanguagesText}.`}
    >
      <ul className="grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
        {whyChoose.map((reason, index) => (
          <FadeIn as="li" key={reason.title} delay={index * STAGGER_SECONDS} className="border-t border-gold/40 pt-8">
            <NumberedPoint index={index} title={reason.title}>
              {reason.text}
            </NumberedPoint>
          </FadeIn>
        ))}
      </ul>
    </Section>
  );
}
