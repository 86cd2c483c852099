import { describe, expect, it } from 'vitest';
import { catalogueItems } from '../data/items';
import { filterFromSearch, filterItems, searchFromFilter } from './filters';
import { stockLabel, STOCK_THRESHOLD } from './stock';
import { productJsonLd } from './structured-data';

describe('stock label (spec, section 5)', () => {
  it("reads 'In Stock' above 10, 'Only {n} left' at 10 and below, nothing for services or no stock", () => {
    expect(STOCK_THRESHOLD).toBe(10);
    expect(stockLabel({ type: 'product', stock: 11 })).toBe('In Stock');
    expect(stockLabel({ type: 'product', stock: 10 })).toBe('Only 10 left');
    expect(stockLabel({ type: 'product', stock: 5 })).toBe('Only 5 left');
    expect(stockLabel({ type: 'product', stock: 0 })).toBeNull();
    expect(stockLabel({ type: 'product' })).toBeNull();
    expect(stockLabel({ type: 'service', stock: 12 })).toBeNull();
  });
});

describe('products filter', () => {
  it('reads category and type from the query string, ignoring unknown values', () => {
    expect(filterFromSearch(new URLSearchParams('category=hair&type=service'))).toEqual({ category: 'hair', type: 'service' });
    // Kept as asked, so the page shows its empty state rather than everything.
    expect(filterFromSearch(new URLSearchParams('category=nails&type=gift'))).toEqual({ category: 'nails', type: 'gift' });
    expect(filterFromSearch(new URLSearchParams('category=&type='))).toEqual({ category: null, type: null });
    expect(filterFromSearch(new URLSearchParams(''))).toEqual({ category: null, type: null });
  });

  it('writes only what is set, and keeps other parameters', () => {
    expect(searchFromFilter({ category: 'skin', type: null }).toString()).toBe('category=skin');
    expect(searchFromFilter({ category: null, type: null }, new URLSearchParams('category=skin&type=product&utm_source=x')).toString()).toBe('utm_source=x');
  });

  it('filters by category, by type, by both, and not at all', () => {
    expect(filterItems(catalogueItems, { category: null, type: null })).toHaveLength(15);
    expect(filterItems(catalogueItems, { category: 'makeup', type: null })).toHaveLength(5);
    expect(filterItems(catalogueItems, { category: null, type: 'service' })).toHaveLength(3);
    expect(filterItems(catalogueItems, { category: 'hair', type: 'product' })).toHaveLength(4);
    expect(filterItems(catalogueItems, { category: 'no-such-category', type: null })).toHaveLength(0);
    expect(filterItems(catalogueItems, { category: null, type: 'gift' })).toHaveLength(0);
  });
});

describe('product structured data (spec: search-engine data)', () => {
  it('is in USD, valid 365 days, rated 4.8 from 127 reviews, in stock when stock > 0', () => {
    const product = catalogueItems.find((item) => item.type === 'product')!;
    const data = productJsonLd(product, ['/assets/a.jpg'], new Date('2026-01-01T00:00:00Z')) as unknown as Record<string, Record<string, unknown>>;
    expect(data.offers).toMatchObject({ priceCurrency: 'USD', price: product.price, priceValidUntil: '2027-01-01', availability: 'https://schema.org/InStock' });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 127 });
    const soldOut = productJsonLd({ ...product, stock: 0 }, [], new Date('2026-01-01T00:00:00Z')) as unknown as Record<string, Record<string, unknown>>;
    expect(soldOut.offers?.availability).toBe('https://schema.org/OutOfStock');
  });
});
