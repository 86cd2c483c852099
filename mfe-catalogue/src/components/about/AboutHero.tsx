import { brand, PageHero, ResponsiveImage } from 'shared';
import { art } from '../../art/generated/manifest';

/** The hero picture and its `sizes` (full bleed), which its preload in the composed HTML must repeat. */
export const HERO_IMAGE = art['texture-silk-folded'];
export const HERO_SIZES = '100vw';

/** The about page's hero: the year the house was founded, its name and the city it began in. */
export function AboutHero() {
  return (
    <PageHero
      eyebrow={`Est. ${brand.established}`}
      title={`About ${brand.name}`}
      subtitle={`A house of luxury beauty for Black women and people of colour, founded in ${brand.headOffice.city}.`}
      media={<ResponsiveImage image={HERO_IMAGE} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
    />
  );
}
