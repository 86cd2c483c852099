import type { CatalogueItem } from '../data/items';

/** Spec: more than 10 in stock reads 'In Stock', otherwise 'Only {n} left'. */
export const STOCK_THRESHOLD = 10;

/** The stock note of a product; none for services and for products with no stock. */
export function stockLabel(item: Pick<CatalogueItem, 'type' | 'stock'>): string | null {
  if (item.type !== 'product' || !item.stock) return null;
  return item.stock > STOCK_THRESHOLD ? 'In Stock' : `Only ${item.stock} left`;
}
