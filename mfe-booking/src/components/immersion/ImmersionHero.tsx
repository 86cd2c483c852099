import { ButtonLink, PageHero, ResponsiveImage } from 'shared';
import { art } from '../../art/generated/manifest';
import { immersionHero } from '../../data/immersion';

/** The hero's `sizes`, which its preload in the composed HTML must repeat. */
export const HERO_SIZES = '100vw';

/** The Immersion's hero, full height: its name and promise over the picture, and the way to ask for an invitation. */
export function ImmersionHero() {
  return (
    <PageHero
      height="full"
      eyebrow="Four Hours · One Appointment Per Day"
      title={immersionHero.title}
      subtitle={
        <>
          {immersionHero.subtitle}
          <span className="mt-4 block text-base text-mist/90">{immersionHero.description}</span>
        </>
      }
      media={<ResponsiveImage image={art['hero-immersion']} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
    >
      <ButtonLink to="/booking">Request Private Invitation</ButtonLink>
    </PageHero>
  );
}
