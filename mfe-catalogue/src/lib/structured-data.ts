import type { Product } from 'schema-dts';
import { absoluteUrl, brand } from 'shared';
import type { CatalogueItem } from '../data/items';

/** Spec (search-engine data for products): USD, price valid 365 days, fixed rating 4.8 from 127 reviews. */
export const PRODUCT_RATING = { ratingValue: 4.8, reviewCount: 127 } as const;
export const PRICE_VALID_DAYS = 365;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Product data for a catalogue item. Stock above 0 counts as in stock (spec); a service has no
 * stock and is always bookable, so it is offered as in stock too.
 */
export function productJsonLd(item: CatalogueItem, imageUrls: readonly string[], today: Date = new Date()): Product {
  const inStock = item.type === 'service' || (item.stock ?? 0) > 0;
  const validUntil = new Date(today.getTime() + PRICE_VALID_DAYS * 24 * 60 * 60 * 1000);
  return {
    '@type': 'Product',
    '@id': absoluteUrl(`/product/${item.id}`),
    sku: item.id,
    name: item.name,
    description: item.fullDescription || item.description,
    image: imageUrls.map((url) => absoluteUrl(url)),
    category: item.category,
    brand: { '@type': 'Brand', name: brand.name },
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(`/product/${item.id}`),
      priceCurrency: 'USD',
      price: item.price,
      priceValidUntil: isoDate(validUntil),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    aggregateRating: { '@type': 'AggregateRating', ...PRODUCT_RATING },
  };
}
