import { defineMessages, FadeIn, Link, Name, ResponsiveImage, Section, STAGGER_SECONDS, useIntl } from 'shared';
import { art } from '../../art/generated/manifest';
import { useCatalogue } from '../../data/localized';
import { priceIn } from '../../lib/labels';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.about.collection-eyebrow', defaultMessage: 'The Collection' },
  title: { id: 'catalogue.about.collection-title', defaultMessage: 'From the collection' },
  intro: { id: 'catalogue.about.collection-intro', defaultMessage: 'A first look at the formulas behind the house, developed and wear-tested on melanin-rich skin.' },
});

/** Spec: the about page shows the first 4 catalogue products. */
const ABOUT_PRODUCT_COUNT = 4;

/** A first look at the collection: the first products, each a card linking to its page. */
export function FeaturedProducts() {
  const intl = useIntl();
  const { items, categories } = useCatalogue();
  const featuredProducts = items.slice(0, ABOUT_PRODUCT_COUNT);
  const categoryName = (id: string) => categories.find((category) => category.id === id)?.name ?? id;
  return (
    <Section tone="umber" eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)} intro={intl.formatMessage(messages.intro)}>
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
                    <Name>{item.name}</Name>
                  </Link>
                </h3>
                <p className="mt-4 text-mist">{priceIn(intl, item.price)}</p>
              </div>
            </article>
          </FadeIn>
        ))}
      </ul>
    </Section>
  );
}
