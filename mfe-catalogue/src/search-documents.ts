import { pageDocument, type SearchDocument } from 'shared/search-documents';
import { categories, findCategory } from './data/catalogue';
import { catalogueItems } from './data/items';
import { serviceOfferings } from './data/offerings';
import { formatPrice } from './lib/format';
import { aboutMeta, categoryMeta, productsMeta, servicesMeta } from './lib/page-meta';

/**
 * What the catalogue publishes for site search and the advisor (`search.json`, written at build
 * time by shared/build/search-documents.ts): its products and services with their prices and
 * durations, the offerings of /services, and its pages.
 */
export function searchDocuments(): SearchDocument[] {
  return [
    ...catalogueItems.map(
      (item): SearchDocument => ({
        id: `catalogue:item:${item.id}`,
        kind: item.type,
        title: item.name,
        description: `${formatPrice(item.price)}${item.duration ? `, ${item.duration}` : ''} · ${item.description}`,
        path: `/product/${item.id}`,
        keywords: `${findCategory(item.category)?.name ?? item.category} ${item.type}`,
        body: [item.fullDescription, ...item.features, item.howToUse ?? ''].join(' '),
        facts: { price: formatPrice(item.price), ...(item.duration ? { duration: item.duration } : {}) },
      }),
    ),
    ...serviceOfferings.map(
      (offering): SearchDocument => ({
        id: `catalogue:offering:${offering.id}`,
        kind: 'service',
        title: offering.name,
        description: `${formatPrice(offering.price)}, ${offering.duration} · ${offering.description}`,
        path: '/services',
        keywords: `${offering.category} service`,
        body: [offering.longDescription, ...offering.features].join(' '),
        facts: { price: formatPrice(offering.price), duration: offering.duration },
      }),
    ),
    ...categories.map((category) => pageDocument('catalogue', `/${category.id}`, categoryMeta(category), `${category.name} collection`)),
    pageDocument('catalogue', '/products', productsMeta, 'shop collection catalogue'),
    pageDocument('catalogue', '/services', servicesMeta, 'consultation treatment experience'),
    pageDocument('catalogue', '/about', aboutMeta, 'story house values'),
  ];
}
