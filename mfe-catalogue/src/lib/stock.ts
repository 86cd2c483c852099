import { defineMessages, intlFor, SOURCE_LOCALE, type IntlShape } from 'shared';
import type { CatalogueItem } from '../data/items';

/** Spec: more than 10 in stock reads 'In Stock', otherwise 'Only {n} left'. */
export const STOCK_THRESHOLD = 10;

const messages = defineMessages({
  inStock: { id: 'catalogue.stock.in-stock', defaultMessage: 'In Stock' },
  only: { id: 'catalogue.stock.only-left', defaultMessage: 'Only {count} left' },
});

/** The stock note of a product, in the language of `intl` (English without it); none for services and for products with no stock. */
export function stockLabel(item: Pick<CatalogueItem, 'type' | 'stock'>, intl: IntlShape = intlFor(SOURCE_LOCALE)): string | null {
  if (item.type !== 'product' || !item.stock) return null;
  return item.stock > STOCK_THRESHOLD ? intl.formatMessage(messages.inStock) : intl.formatMessage(messages.only, { count: item.stock });
}
