import { cardPicture, pricedItemDocument, type SearchDocument, type SearchImage } from 'shared/search-documents';
import { art } from './art/generated/manifest';
import { findCategory } from './data/catalogue';
import { catalogueItems } from './data/items';
import { serviceOfferings } from './data/offerings';
import { formatPrice } from './lib/format';

const itemId = (item: (typeof catalogueItems)[number]) => `catalogue:item:${item.id}`;
const offeringId = (offering: (typeof serviceOfferings)[number]) => `catalogue:offering:${offering.id}`;

/**
 * What the catalogue publishes for site search and the advisor (`search.json`, written at build
 * time by shared/tooling/search-documents.ts): its products and services with their prices and
 * durations, and the offerings of /services. Its pages' documents come from their route modules
 * (shared/tooling/search-documents.ts).
 */
export function searchDocuments(): SearchDocument[] {
  return [
    ...catalogueItems.map((item) =>
      pricedItemDocument({
        id: itemId(item),
        kind: item.type,
        title: item.name,
        price: formatPrice(item.price),
        duration: item.duration,
        description: item.description,
        path: `/product/${item.id}`,
        keywords: `${findCategory(item.category)?.name ?? item.category} ${item.type}`,
        body: [item.fullDescription, ...item.features, item.howToUse ?? ''].join('\n'),
      }),
    ),
    ...serviceOfferings.map((offering) =>
      pricedItemDocument({
        id: offeringId(offering),
        kind: 'service',
        title: offering.name,
        price: formatPrice(offering.price),
        duration: offering.duration,
        description: offering.description,
        path: '/services',
        keywords: `${offering.category} service`,
        body: [offering.longDescription, ...offering.features].join('\n'),
      }),
    ),
  ];
}

/**
 * The picture of each product and service, by document id: the one its card on the site shows. The
 * build publishes each with its document, as the file it emitted (shared/tooling/search-documents.ts).
 */
export function searchImages(): Record<string, SearchImage> {
  return Object.fromEntries([...catalogueItems.map((item) => [itemId(item), cardPicture(art[item.image])]), ...serviceOfferings.map((offering) => [offeringId(offering), cardPicture(art[offering.image])])]);
}
