import { Card, FadeIn, NumberedPoint, Section, STAGGER_SECONDS } from 'shared';
import { values } from '../../data/about';

/** What the house stands for: one numbered card per value. */
export function Values() {
  return (
    <Section tone="umber" eyebrow="Our Values" title="What we stand for">
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
