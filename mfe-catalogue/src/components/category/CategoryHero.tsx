import { apart, ButtonLink, defineMessages, PageHero, ResponsiveImage, useIntl } from 'shared';
import { inSentence } from '../../lib/words';
import { art } from '../../art/generated/manifest';
import { categoryArt, type Category } from '../../data/catalogue';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.category.eyebrow', defaultMessage: 'The Collection' },
  shop: { id: 'catalogue.category.shop', defaultMessage: 'Shop {category}', description: 'the button to the products of a category: "Shop Makeup"' },
  findShade: { id: 'catalogue.category.find-shade', defaultMessage: 'Find your foundation shade' },
});

/** The hero picture's `sizes` (full bleed), which its preload in the composed HTML must repeat. */
export const HERO_SIZES = '100vw';

/** A category's hero: its name and description over its picture, with the way to shop it (and, for makeup, to find a shade). */
export function CategoryHero({ category }: { category: Category }) {
  const intl = useIntl();
  return (
    <PageHero
      height="category"
      eyebrow={intl.formatMessage(messages.eyebrow)}
      title={category.name}
      subtitle={category.description}
      media={<ResponsiveImage image={art[categoryArt[category.id].hero]} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
    >
      <ButtonLink to={`/products?category=${category.id}`}>{intl.formatMessage(messages.shop, { category: apart(inSentence(category.name, intl.locale)) })}</ButtonLink>
      {category.id === 'makeup' && (
        <ButtonLink to="/shade-finder" variant="outline">
          {intl.formatMessage(messages.findShade)}
        </ButtonLink>
      )}
    </PageHero>
  );
}
