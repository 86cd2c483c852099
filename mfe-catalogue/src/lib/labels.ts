import { defineMessages, formatUsd, type IntlShape } from 'shared';
import type { CatalogueItem } from '../data/items';
import type { OfferingCategory } from '../data/offerings';

/** Words the catalogue's cards and pages share. */
export const labels = defineMessages({
  product: { id: 'catalogue.item.product', defaultMessage: 'Product' },
  service: { id: 'catalogue.item.service', defaultMessage: 'Service' },
  new: { id: 'catalogue.item.new', defaultMessage: 'New' },
  collection: { id: 'catalogue.collection.collection', defaultMessage: 'Collection', description: 'the breadcrumb of /products' },
});

/** An item's kind, in the page's language. */
export const typeLabel = (intl: IntlShape, type: CatalogueItem['type']): string => intl.formatMessage(type === 'product' ? labels.product : labels.service);

/** A price the data keeps as dollars in text ('185'), as the page's language writes it ('$185' in English). */
export const priceIn = (intl: IntlShape, price: string): string => formatUsd(intl, Number(price));

/** The kind of an offering of /services, as its card names it. */
export const offeringKinds = defineMessages<OfferingCategory>({
  consultation: { id: 'catalogue.services.kind-consultation', defaultMessage: 'Consultation' },
  treatment: { id: 'catalogue.services.kind-treatment', defaultMessage: 'Treatment' },
  experience: { id: 'catalogue.services.kind-experience', defaultMessage: 'Experience' },
});
