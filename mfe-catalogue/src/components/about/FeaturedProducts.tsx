import { FadeIn, Link, ResponsiveImage, Section, STAGGER_SECONDS } from 'shared';
import { art } from '../../art/generated/manifest';
import { categories } from '../../data/catalogue';
import { catalogueItems } from '../../data/items';
import { formatPrice } from '../../lib/format';

/** Spec: the about page shows the first 4 catalogue products. */
const ABOUT_PRODUCT_COUNT = 4;
const featuredProducts = catalogueItems.slice(0, ABOUT_PRODUCT_COUNT);

const categoryName = (id: string) => categories.find((category) => category.id === id)?.name ?? id;

/** A first look at the collection: the first products, each a card linking to its page. */
export function FeaturedProducts() {
  return (
    <Section
      tone="umber"
      eyebrow="The Collection"
      title="From the collection"
      intro="A first look at the formulas behind the house, developed and wear-tested on melanin-rich skin."
    >
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {featuredProducts.map((item, index) => (
          <FadeIn as="li" key={item.id} delay={index * STAGGER_SECONDS}>
            <article className="group relative flex h-full flex-col bg-espresso">
              <ResponsiveImage
                image={art[item.image]}
                alt=""
                sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-square h-auto w-full object-cover opacity-90 transition-opacity duration-300 group-hover:opacity-100"
              />
              <div className="flex flex-1 flex-col p-6">
                <p className="eyebrow text-gold">{categoryName(item.category)}</p>
                <h3 className="mt-3 flex-1 font-display text-2xl leading-snug text-ivory">
                  <Link to={`/product/${item.id}`} className="after:absolute after:inset-0 group-hover:text-gold">
                    {item.name}
                  </Link>
                </h3>
                <p className="mt-4 text-mist">{formatPrice(item.price)}</p>
              </div>
            </article>
          </FadeIn>
        ))}
      </ul>
    </Section>
  );
}
