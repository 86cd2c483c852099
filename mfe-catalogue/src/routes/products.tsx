import { brand, breadcrumbJsonLd, defineMessages, defineRoute, HOME_CRUMB, Island, PageHero, useIntl } from 'shared';
import { useId } from 'react';
import collection from '../islands/collection';
import { labels } from '../lib/labels';

const messages = defineMessages({
  keywords: { id: 'catalogue.products.search-keywords', defaultMessage: 'shop collection catalogue', description: 'words site search knows /products by, besides its title and description' },
  title: { id: 'catalogue.products.title', defaultMessage: 'Products & Services' },
  description: { id: 'catalogue.products.description', defaultMessage: 'Every {brand} product and service for skin, makeup and hair, formulated for melanin-rich skin and textured hair.' },
  keywordSkincare: { id: 'catalogue.products.keyword-skincare', defaultMessage: 'luxury skincare' },
  keywordMakeup: { id: 'catalogue.products.keyword-makeup', defaultMessage: 'makeup for dark skin' },
  keywordHair: { id: 'catalogue.products.keyword-hair', defaultMessage: 'textured hair care' },
  keywordServices: { id: 'catalogue.products.keyword-services', defaultMessage: 'beauty services' },
  eyebrow: { id: 'catalogue.products.eyebrow', defaultMessage: 'The Collection' },
  subtitle: { id: 'catalogue.products.subtitle', defaultMessage: 'Skin, makeup and hair, formulated and tested on deep skin tones and textured hair.' },
  results: { id: 'catalogue.products.results', defaultMessage: 'Filters and results' },
});

/** /products: every product and service, filtered by category and type. */
export default defineRoute({
  search: ({ intl }) => ({ keywords: intl.formatMessage(messages.keywords) }),
  head: (_, { intl }) => ({
    title: intl.formatMessage(messages.title),
    description: intl.formatMessage(messages.description, { brand: brand.name }),
    keywords: [intl.formatMessage(messages.keywordSkincare), intl.formatMessage(messages.keywordMakeup), intl.formatMessage(messages.keywordHair), intl.formatMessage(messages.keywordServices)],
    canonicalPath: '/products',
    jsonLd: [
      breadcrumbJsonLd([
        { name: intl.formatMessage(HOME_CRUMB), path: '/' },
        { name: intl.formatMessage(labels.collection), path: '/products' },
      ]),
    ],
  }),
  Page: ProductsPage,
});

function ProductsPage() {
  const intl = useIntl();
  const resultsId = useId();
  return (
    <>
      <PageHero eyebrow={intl.formatMessage(messages.eyebrow)} title={intl.formatMessage(messages.title)} subtitle={intl.formatMessage(messages.subtitle)} />
      <section aria-labelledby={resultsId} className="bg-ivory py-16 md:py-20">
        <div className="page-container">
          {/* The cards' names are h3: the level above them, for the outline (Lighthouse: heading-order). */}
          <h2 id={resultsId} className="sr-only">
            {intl.formatMessage(messages.results)}
          </h2>
          <Island load="visible" of={collection} props={{}} />
        </div>
      </section>
    </>
  );
}
