import { ButtonLink, defineMessages, PageHero, ResponsiveImage, useIntl, useLocale } from 'shared';
import { art } from '../../art/generated/manifest';
import { immersionIn } from '../../data/localized';

const messages = defineMessages({
  eyebrow: { id: 'booking.immersion.hero-eyebrow', defaultMessage: 'Four Hours · One Appointment Per Day' },
  invitation: { id: 'booking.immersion.request-invitation', defaultMessage: 'Request Private Invitation' },
});

/** The hero's `sizes`, which its preload in the composed HTML must repeat. */
export const HERO_SIZES = '100vw';

/** The Immersion's hero, full height: its name and promise over the picture, and the way to ask for an invitation. */
export function ImmersionHero() {
  const intl = useIntl();
  const { hero } = immersionIn(useLocale());
  return (
    <PageHero
      height="full"
      eyebrow={intl.formatMessage(messages.eyebrow)}
      title={hero.title}
      subtitle={
        <>
          {hero.subtitle}
          <span className="mt-4 block text-base text-mist/90">{hero.description}</span>
        </>
      }
      media={<ResponsiveImage image={art['hero-immersion']} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
    >
      <ButtonLink to="/booking">{intl.formatMessage(messages.invitation)}</ButtonLink>
    </PageHero>
  );
}
