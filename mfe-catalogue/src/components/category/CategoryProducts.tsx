import { FadeIn, Link, ResponsiveImage, Section, STAGGER_SECONDS } from 'shared';
import { art } from '../../art/generated/manifest';
import type { Category } from '../../data/catalogue';
import type { CatalogueItem } from '../../data/items';
import { formatPrice } from '../../lib/format';
import { linkClasses } from './links';

/** The category's products as a numbered list, each with its picture, words and price, then a link to them all. */
export function CategoryProducts({ category, products }: { category: Category; products: readonly CatalogueItem[] }) {
  return (
    <Section tone="umber" eyebrow="The Products" title={`The ${category.name} Collection`}>
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
                    {item.name}
                  </Link>
                </h3>
                <p className="mt-2 max-w-xl text-sm leading-relaxed text-mist">{item.description}</p>
              </div>
              <p className="col-start-3 font-display text-xl md:col-start-auto">{formatPrice(item.price)}</p>
            </article>
          </FadeIn>
        ))}
      </ol>
      <p className="mt-10 text-center">
        <Link to={`/products?category=${category.id}`} className={`${linkClasses} text-gold`}>
          View all {category.name.toLowerCase()} products
        </Link>
      </p>
    </Section>
  );
}
