import { apart, defineMessages, FadeIn, Link, Name, ResponsiveImage, Section, STAGGER_SECONDS, useIntl } from 'shared';
import { inSentence } from '../../lib/words';
import { art } from '../../art/generated/manifest';
import type { Category } from '../../data/catalogue';
import type { CatalogueItem } from '../../data/items';
import { priceIn } from '../../lib/labels';
import { linkClasses } from './links';

const messages = defineMessages({
  eyebrow: { id: 'catalogue.category.products-eyebrow', defaultMessage: 'The Products' },
  title: { id: 'catalogue.category.products-title', defaultMessage: 'The {category} Collection' },
  viewAll: { id: 'catalogue.category.view-all-products', defaultMessage: 'View all {category} products', description: '{category} is in lower case: "View all makeup products"' },
});

/** The category's products as a numbered list, each with its picture, words and price, then a link to them all. */
export function CategoryProducts({ category, products }: { category: Category; products: readonly CatalogueItem[] }) {
  const intl = useIntl();
  return (
    <Section tone="umber" eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title, { category: inSentence(category.name, intl.locale) })}>
      <ol className="divide-y divide-gold/20 border-y border-gold/20">
        {products.map((item, index) => (
          <FadeIn as="li" key={item.id} delay={index * STAGGER_SECONDS}>
            <article className="grid grid-cols-[3rem_5rem_1fr] items-center gap-5 py-8 md:grid-cols-[5rem_7rem_1fr_auto] md:gap-8">
              <span aria-hidden="true" className="font-display text-3xl text-gold md:text-4xl">
                {String(index + 1).padStart(2, '0')}
              </span>
              <ResponsiveImage image={art[item.image]} alt="" sizes="7rem" className="aspect-[4/5] h-auto w-full object-cover" />
              <div>
                <h3 className="font-display text-2xl leading-tight md:text-3xl">
                  <Link to={`/product/${item.id}`} className="hover:text-gold">
                    <Name>{item.name}</Name>
                  </Link>
                </h3>
                <p className="mt-2 max-w-xl text-sm leading-relaxed text-mist">{item.description}</p>
              </div>
              <p className="col-start-3 font-display text-xl md:col-start-auto">{priceIn(intl, item.price)}</p>
            </article>
          </FadeIn>
        ))}
      </ol>
      <p className="mt-10 text-center">
        <Link to={`/products?category=${category.id}`} className={`${linkClasses} text-gold`}>
          {intl.formatMessage(messages.viewAll, { category: apart(category.name.toLocaleLowerCase(intl.locale)) })}
        </Link>
      </p>
    </Section>
  );
}
