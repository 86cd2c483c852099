import { Card, defineMessages, FadeIn, NumberedPoint, Section, STAGGER_SECONDS, useIntl } from 'shared';
import { useCatalogue } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.about.values-eyebrow', defaultMessage: 'Our Values' },
  title: { id: 'catalogue.about.values-title', defaultMessage: 'What we stand for' },
});

/** What the house stands for: one numbered card per value. */
export function Values() {
  const intl = useIntl();
  const { values } = useCatalogue();
  return (
    <Section tone="umber" eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value, index) => (
          <FadeIn as="li" key={value.title} delay={index * STAGGER_SECONDS}>
            <Card tone="dark" className="h-full p-8">
              <NumberedPoint index={index} title={value.title}>
                {value.text}
              </NumberedPoint>
            </Card>
          </FadeIn>
        ))}
      </ul>
    </Section>
  );
}
