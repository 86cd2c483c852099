import { brand, defineMessages, FadeIn, NumberedPoint, Section, serviceLanguagesIn, STAGGER_SECONDS, useIntl, type Locale } from 'shared';
import { useCatalogue } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.services.why-eyebrow', defaultMessage: 'Why {brand}' },
  title: { id: 'catalogue.services.why-title', defaultMessage: 'Why choose {brand}' },
  intro: { id: 'catalogue.services.why-intro', defaultMessage: 'Care designed around melanin-rich skin and textured hair, and a concierge that serves clients worldwide in {languages}.' },
});

/** Why choose Noirelle: the reasons, each a numbered point. */
export function WhyChooseNoirelle() {
  const intl = useIntl();
  const { whyChoose } = useCatalogue();
  return (
    <Section
      tone="espresso"
      eyebrow={intl.formatMessage(messages.eyebrow, { brand: brand.name })}
      title={intl.formatMessage(messages.title, { brand: brand.name })}
      intro={intl.formatMessage(messages.intro, { languages: serviceLanguagesIn(intl.locale as Locale) })}
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
