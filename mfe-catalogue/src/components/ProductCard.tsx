import { Link, Name, ResponsiveImage, useIntl } from 'shared';
import { art } from '../art/generated/manifest';
import type { CatalogueItem } from '../data/items';
import { useCatalogue } from '../data/localized';
import { labels, priceIn, typeLabel } from '../lib/labels';

/** A product or service in a grid: New badge, category, type, name, description, price. */
export function ProductCard({ item, sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' }: { item: CatalogueItem; sizes?: string }) {
  const intl = useIntl();
  const { categories } = useCatalogue();
  return (
    <article className="group relative flex h-full flex-col bg-ivory-deep">
      <div className="relative overflow-hidden">
        <ResponsiveImage image={art[item.image]} alt="" sizes={sizes} className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none" />
        {item.isNew && <span className="absolute top-4 left-4 bg-gold px-3 py-1 text-[0.65rem] font-medium tracking-[0.2em] text-espresso uppercase">{intl.formatMessage(labels.new)}</span>}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="eyebrow text-gold-ink">
          {categories.find((category) => category.id === item.category)?.name} · {typeLabel(intl, item.type)}
        </p>
        <h3 className="mt-3 font-display text-2xl leading-tight">
          {/* The whole card is the link's target area; the name is its accessible name. */}
          <Link to={`/product/${item.id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            <Name>{item.name}</Name>
          </Link>
        </h3>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-taupe">{item.description}</p>
        <p className="mt-5 font-display text-xl">{priceIn(intl, item.price)}</p>
      </div>
    </article>
  );
}
