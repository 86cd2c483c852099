import type { RouteContext } from 'shared';
import { cardPicture, pricedItemDocument, type SearchDocument, type SearchImage } from 'shared/search-documents';
import { art } from './art/generated/manifest';
import { catalogueIn } from './data/localized';
import { catalogueItems } from './data/items';
import { serviceOfferings } from './data/offerings';
import { offeringKinds, priceIn, typeLabel } from './lib/labels';
import { inSentence } from './lib/words';

const itemId = (item: (typeof catalogueItems)[number]) => `catalogue:item:${item.id}`;
const offeringId = (offering: (typeof serviceOfferings)[number]) => `catalogue:offering:${offering.id}`;

/** Words as keywords, in lower case, each once: in French a treatment and a service are both a "soin". */
const keywordsOf = (locale: string, ...words: string[]): string => [...new Set(words.map((word) => word.toLocaleLowerCase(locale)))].join(' ');

/**
 * What the catalogue publishes for site search and the advisor (`search.json`, `search.fr.json`…,
 * written at build time by shared/tooling/search-documents.ts): its products and services with their
 * prices and durations, and the offerings of /services, in the context's language, with the words,
 * prices and durations their pages show. Its pages' documents come from their route modules
 * (shared/tooling/search-documents.ts).
 */
export function searchDocuments({ locale, intl }: RouteContext): SearchDocument[] {
  const { items, itemKinds, categories, offerings } = catalogueIn(locale);
  const categoryName = (item: (typeof items)[number]) => inSentence(categories.find((category) => category.id === item.category)?.name ?? item.category, locale);
  return [
    ...items.map((item) =>
      pricedItemDocument({
        id: itemId(item),
        kind: item.type,
        title: item.name,
        price: priceIn(intl, item.price),
        duration: item.duration,
        description: item.description,
        path: `/product/${item.id}`,
        // What the item is, in the language: its English name says it in English only.
        keywords: `${itemKinds ? `${itemKinds[item.id]} ` : ''}${categoryName(item)} ${keywordsOf(locale, typeLabel(intl, item.type))}`,
        body: [item.fullDescription, ...item.features, item.howToUse ?? ''].join('\n'),
      }),
    ),
    ...offerings.map((offering) =>
      pricedItemDocument({
        id: offeringId(offering),
        kind: 'service',
        title: offering.name,
        price: priceIn(intl, offering.price),
        duration: offering.duration,
        description: offering.description,
        path: '/services',
        keywords: keywordsOf(locale, intl.formatMessage(offeringKinds[offering.category]), typeLabel(intl, 'service')),
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
