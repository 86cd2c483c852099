import { categories, type CategoryId } from '../data/catalogue';
import type { CatalogueItem } from '../data/items';

export type ItemType = CatalogueItem['type'];

/** The /products filter: each of category and type is none (all) or one value (spec, section 4). */
export interface CatalogueFilter {
  category: CategoryId | null;
  type: ItemType | null;
}

const isCategory = (value: string | null): value is CategoryId => categories.some((category) => category.id === value);
const isType = (value: string | null): value is ItemType => value === 'product' || value === 'service';

/** The filter a URL asks for. Unknown values are ignored rather than showing an empty page. */
export function filterFromSearch(search: URLSearchParams): CatalogueFilter {
  const category = search.get('category');
  const type = search.get('type');
  return { category: isCategory(category) ? category : null, type: isType(type) ? type : null };
}

/** The query string for a filter: `?category=skin&type=service`, or nothing for all. */
export function searchFromFilter(filter: CatalogueFilter, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['category', 'type'] as const) {
    const value = filter[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export function filterItems<T extends Pick<CatalogueItem, 'category' | 'type'>>(items: readonly T[], filter: CatalogueFilter): T[] {
  return items.filter((item) => (!filter.category || item.category === filter.category) && (!filter.type || item.type === filter.type));
}
