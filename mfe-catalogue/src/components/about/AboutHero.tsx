import { brand, defineMessages, PageHero, ResponsiveImage, useIntl } from 'shared';
import { art } from '../../art/generated/manifest';

const messages = defineMessages({
  established: { id: 'catalogue.about.established', defaultMessage: 'Est. {year}' },
  title: { id: 'catalogue.about.title', defaultMessage: 'About {brand}' },
  subtitle: { id: 'catalogue.about.subtitle', defaultMessage: 'A house of luxury beauty for Black women and people of colour, founded in {city}.' },
});

/** The hero picture and its `sizes` (full bleed), which its preload in the composed HTML must repeat. */
export const HERO_IMAGE = art['texture-silk-folded'];
export const HERO_SIZES = '100vw';

/** The about page's hero: the year the house was founded, its name and the city it began in. */
export function AboutHero() {
  const intl = useIntl();
  return (
    <PageHero
      eyebrow={intl.formatMessage(messages.established, { year: String(brand.established) })}
      title={intl.formatMessage(messages.title, { brand: brand.name })}
      subtitle={intl.formatMessage(messages.subtitle, { city: brand.headOffice.city })}
      media={<ResponsiveImage image={HERO_IMAGE} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
    />
  );
}
