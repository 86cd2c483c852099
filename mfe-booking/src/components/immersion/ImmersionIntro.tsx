import { defineMessages, FadeIn, useIntl, useLocale } from 'shared';
import { immersionIn } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'booking.immersion.intro-eyebrow', defaultMessage: 'The Immersion' },
});

/** What the Immersion is, before its chapters. */
export function ImmersionIntro() {
  const intl = useIntl();
  const { intro } = immersionIn(useLocale());
  return (
    <section aria-labelledby="immersion-intro" className="bg-ivory py-20 md:py-32">
      <FadeIn className="page-container mx-auto max-w-3xl text-center">
        <p className="eyebrow text-gold-ink">{intl.formatMessage(messages.eyebrow)}</p>
        <h2 id="immersion-intro" className="mt-4 font-display text-4xl leading-tight md:text-6xl">
          {intro.title}
        </h2>
        <p className="mt-8 text-lg leading-relaxed text-taupe">{intro.description}</p>
        <p className="mt-8 font-display text-2xl text-gold-ink italic">{intro.tagline}</p>
      </FadeIn>
    </section>
  );
}
