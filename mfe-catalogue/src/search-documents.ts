import { cardPicture, pageDocument, pricedItemDocument, type SearchDocument, type SearchImage } from 'shared/search-documents';
import { art } from './art/generated/manifest';
import { categories, findCategory, type CategoryId } from './data/catalogue';
import { catalogueItems } from './data/items';
import { serviceOfferings } from './data/offerings';
import { DEPTH_NAMES, SHADES } from './data/shades';
import { formatPrice } from './lib/format';
import about from './routes/about';
import hair from './routes/hair';
import makeup from './routes/makeup';
import products from './routes/products';
import services from './routes/services';
import shadeFinder from './routes/shade-finder';
import skin from './routes/skin';

const categoryRoutes: Record<CategoryId, typeof skin> = { skin, makeup, hair };
const itemId = (item: (typeof catalogueItems)[number]) => `catalogue:item:${item.id}`;
const offeringId = (offering: (typeof serviceOfferings)[number]) => `catalogue:offering:${offering.id}`;

/**
 * What the catalogue publishes for site search and the advisor (`search.json`, written at build
 * time by shared/tooling/search-documents.ts): its products and services with their prices and
 * durations, the offerings of /services, and its pages.
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
    ...categories.map((category) => pageDocument('catalogue', `/${category.id}`, categoryRoutes[category.id].head(), `${category.name} collection`)),
    pageDocument('catalogue', '/products', products.head(), 'shop collection catalogue'),
    pageDocument('catalogue', '/services', services.head(), 'consultation treatment experience'),
    pageDocument('catalogue', '/about', about.head(), 'story house values'),
    // The finder, with a line for each shade, so "which shade am I" and "foundation for very deep
    // skin with a red undertone" find it, and the advisor quotes the shades that answer.
    {
      ...pageDocument('catalogue', '/shade-finder', shadeFinder.head(), 'which shade am I foundation shade match undertone depth Monk skin tone scale'),
      body: SHADES.map((shade) => `${shade.name}: Second Skin Foundation for ${shade.monk === 10 ? 'the ' : ''}${DEPTH_NAMES[shade.monk].toLowerCase()} skin (Monk ${shade.monk}) with ${/^[aeiou]/.test(shade.undertone) ? 'an' : 'a'} ${shade.undertone} undertone.`).join('\n'),
    },
  ];
}

/**
 * The picture of each product and service, by document id: the one its card on the site shows. The
 * build publishes each with its document, as the file it emitted (shared/tooling/search-documents.ts).
 */
export function searchImages(): Record<string, SearchImage> {
  return Object.fromEntries([...catalogueItems.map((item) => [itemId(item), cardPicture(art[item.image])]), ...serviceOfferings.map((offering) => [offeringId(offering), cardPicture(art[offering.image])])]);
}
