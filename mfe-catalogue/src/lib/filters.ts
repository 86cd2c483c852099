import { categories, type CategoryId } from '../data/catalogue';
import type { CatalogueItem } from '../data/items';

export type ItemType = CatalogueItem['type'];

/**
 * The /products filter: each of category and type is none (all) or one value (spec, section 4). A
 * value the catalogue does not have (a stale or hand-typed link, `?category=no-such-category`) is
 * kept as asked: nothing matches it, so the page says so and offers Reset Filters, rather than
 * quietly showing everything under a filter the visitor did not choose.
 */
export interface CatalogueFilter {
  category: CategoryId | (string & {}) | null;
  type: ItemType | (string & {}) | null;
}

export const isCategory = (value: string | null): value is CategoryId => categories.some((category) => category.id === value);
export const isType = (value: string | null): value is ItemType => value === 'product' || value === 'service';

/** The filter a URL asks for; an empty parameter (`category=`) is no filter. */
export function filterFromSearch(search: URLSearchParams): CatalogueFilter {
  return { category: search.get('category') || null, type: search.get('type') || null };
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
