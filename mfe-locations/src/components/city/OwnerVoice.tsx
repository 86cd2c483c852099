import { defineMessages, FadeIn, Section, useIntl } from 'shared';
import type { Location } from '../../data/locations';
import { RichText } from '../RichText';

const messages = defineMessages({
  eyebrow: { id: 'locations.owner.eyebrow', defaultMessage: 'A word from the house' },
});

/** A word from the house: why its owner does this work, in their own voice. */
export function OwnerVoice({ passion }: { passion: Location['shopPassion'] }) {
  const intl = useIntl();
  return (
    <Section tone="umber" eyebrow={intl.formatMessage(messages.eyebrow)} title={passion.headline}>
      <FadeIn className="mx-auto max-w-3xl">
        <RichText value={passion.ownerVoice} className="space-y-6 font-display text-2xl leading-snug text-ivory [&_a]:text-gold [&_a]:decoration-gold/50" />
      </FadeIn>
    </Section>
  );
}
