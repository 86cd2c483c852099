import { brand, defineRoute, Island, PageHero, topLevelBreadcrumb } from 'shared';
import { useId } from 'react';
import collection from '../islands/collection';

/** /products: every product and service, filtered by category and type. */
export default defineRoute({
  search: () => ({ keywords: 'shop collection catalogue' }),
  head: () => ({
    title: 'Products & Services',
    description: `Every ${brand.name} product and service for skin, makeup and hair, formulated for melanin-rich skin and textured hair.`,
    keywords: ['luxury skincare', 'makeup for dark skin', 'textured hair care', 'beauty services'],
    canonicalPath: '/products',
    jsonLd: [topLevelBreadcrumb('Collection', '/products')],
  }),
  Page: ProductsPage,
});

function ProductsPage() {
  const resultsId = useId();
  return (
    <>
      <PageHero
        eyebrow="The Collection"
        title="Products & Services"
        subtitle="Skin, makeup and hair, formulated and tested on deep skin tones and textured hair."
      />
      <section aria-labelledby={resultsId} className="bg-ivory py-16 md:py-20">
        <div className="page-container">
          {/* The cards' names are h3: the level above them, for the outline (Lighthouse: heading-order). */}
          <h2 id={resultsId} className="sr-only">
            Filters and results
          </h2>
          <Island load="visible" of={collection} props={{}} />
        </div>
      </section>
    </>
  );
}
