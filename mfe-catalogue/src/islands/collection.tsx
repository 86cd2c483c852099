import { Button, ButtonLink, defineIsland, defineMessages, FadeIn, STAGGER_SECONDS, useHref, useIntl, useSearchParams } from 'shared';
import { useId, type ChangeEvent } from 'react';
import { ProductCard } from '../components/ProductCard';
import type { CatalogueItem } from '../data/items';
import { useCatalogue } from '../data/localized';
import { filterFromSearch, filterItems, isCategory, isType, searchFromFilter } from '../lib/filters';

const messages = defineMessages({
  empty: { id: 'catalogue.collection.empty', defaultMessage: 'No products found matching your criteria.' },
  category: { id: 'catalogue.collection.category', defaultMessage: 'Category' },
  allCategories: { id: 'catalogue.collection.all-categories', defaultMessage: 'All Categories' },
  unknownCategory: { id: 'catalogue.collection.unknown-category', defaultMessage: 'Unknown category' },
  type: { id: 'catalogue.collection.type', defaultMessage: 'Type' },
  allTypes: { id: 'catalogue.collection.all-types', defaultMessage: 'All Types' },
  unknownType: { id: 'catalogue.collection.unknown-type', defaultMessage: 'Unknown type' },
  products: { id: 'catalogue.collection.products', defaultMessage: 'Products' },
  services: { id: 'catalogue.collection.services', defaultMessage: 'Services' },
  apply: { id: 'catalogue.collection.apply', defaultMessage: 'Apply' },
  reset: { id: 'catalogue.collection.reset', defaultMessage: 'Reset Filters' },
  items: { id: 'catalogue.collection.items', defaultMessage: '{count, plural, one {item} other {items}}', description: 'the word after the number of items the filter shows: "3 items"' },
});

export const EMPTY_STATE = messages.empty.defaultMessage as string;

const selectClasses =
  'min-h-11 w-full appearance-none border border-espresso/40 bg-ivory bg-[url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 16 16%27%3E%3Cpath d=%27M4 6l4 4 4-4%27 fill=%27none%27 stroke=%27%23140d09%27 stroke-width=%271.5%27/%3E%3C/svg%3E")] bg-[length:1rem] bg-[right_0.9rem_center] bg-no-repeat px-4 pr-10 text-sm text-espresso';

/** /products' filter and the cards it shows, an island: it takes no props, the address is its state. */
export default defineIsland('catalogue/collection', Collection);

/**
 * The catalogue filtered by category and type. The filter lives in the URL both ways:
 * the query string sets it on load, a change writes it (a new history entry), and back/forward
 * restore it.
 *
 * The filter is a GET form whose fields are the query string itself, so the page's HTML works
 * before its code does: without scripts, Apply submits it; Reset Filters is a link. Once the
 * island is live, a change applies at once, in the page.
 */
function Collection() {
  const [search, setSearch] = useSearchParams();
  const collectionPage = useHref('/products');
  const intl = useIntl();
  const { items: catalogueItems, categories } = useCatalogue();
  const filter = filterFromSearch(search);
  const items = filterItems(catalogueItems, filter);
  // The select's name is its query parameter, as in the form's own submission; an empty value
  // (All) drops the parameter rather than writing `category=`.
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = new URLSearchParams(search);
    next.set(event.target.name, event.target.value);
    setSearch(searchFromFilter(filterFromSearch(next), next));
  };
  const categoryId = useId();
  const typeId = useId();

  return (
    <>
      <form method="get" action={collectionPage} className="flex flex-col gap-4 border-b border-espresso/15 pb-8 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <label htmlFor={categoryId} className="eyebrow mb-2 block text-taupe">
            {intl.formatMessage(messages.category)}
          </label>
          <select id={categoryId} name="category" className={selectClasses} value={filter.category ?? ''} onChange={choose}>
            <option value="">{intl.formatMessage(messages.allCategories)}</option>
            {/* What the address asked for and the catalogue does not have: shown, never claimed as All. */}
            {filter.category && !isCategory(filter.category) && (
              <option value={filter.category} disabled>
                {intl.formatMessage(messages.unknownCategory)}
              </option>
            )}
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-56">
          <label htmlFor={typeId} className="eyebrow mb-2 block text-taupe">
            {intl.formatMessage(messages.type)}
          </label>
          <select id={typeId} name="type" className={selectClasses} value={filter.type ?? ''} onChange={choose}>
            <option value="">{intl.formatMessage(messages.allTypes)}</option>
            {filter.type && !isType(filter.type) && (
              <option value={filter.type} disabled>
                {intl.formatMessage(messages.unknownType)}
              </option>
            )}
            <option value="product">{intl.formatMessage(messages.products)}</option>
            <option value="service">{intl.formatMessage(messages.services)}</option>
          </select>
        </div>
        {/* For browsers without scripts: with them, a change applies at once (and React renders a noscript's content on the server only). */}
        <noscript>
          <Button type="submit" variant="outline-dark">
            {intl.formatMessage(messages.apply)}
          </Button>
        </noscript>
        <ButtonLink to="/products" variant="outline-dark">
          {intl.formatMessage(messages.reset)}
        </ButtonLink>
        <p role="status" className="text-sm text-taupe sm:ml-auto">
          {items.length} {intl.formatMessage(messages.items, { count: items.length })}
        </p>
      </form>
    <ProductGrid items={items} />
    </>
  );
}

/** One, two or three columns by width; the spec's words when nothing matches. */
export function ProductGrid({ items }: { items: readonly CatalogueItem[] }) {
  const intl = useIntl();
  if (items.length === 0) return <p className="py-24 text-center text-lg text-taupe">{intl.formatMessage(messages.empty)}</p>;
  return (
    <ul className="mt-12 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <FadeIn as="li" key={item.id} delay={(index % 3) * STAGGER_SECONDS}>
          <ProductCard item={item} />
        </FadeIn>
      ))}
    </ul>
  );
}
