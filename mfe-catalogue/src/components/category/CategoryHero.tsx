import { ButtonLink, PageHero, ResponsiveImage } from 'shared';
import { art } from '../../art/generated/manifest';
import { categoryArt, type Category } from '../../data/catalogue';

/** The hero picture's `sizes` (full bleed), which its preload in the composed HTML must repeat. */
export const HERO_SIZES = '100vw';

/** A category's hero: its name and description over its picture, with the way to shop it (and, for makeup, to find a shade). */
export function CategoryHero({ category }: { category: Category }) {
  return (
    <PageHero
      height="category"
      eyebrow="The Collection"
      title={category.name}
      subtitle={category.description}
      media={<ResponsiveImage image={art[categoryArt[category.id].hero]} alt="" priority sizes={HERO_SIZES} className="absolute inset-0 h-full w-full object-cover" />}
    >
      <ButtonLink to={`/products?category=${category.id}`}>Shop {category.name}</ButtonLink>
      {category.id === 'makeup' && (
        <ButtonLink to="/shade-finder" variant="outline">
          Find your foundation shade
        </ButtonLink>
      )}
    </PageHero>
  );
}
