import { Breadcrumb, breadcrumbJsonLd, ButtonLink, defineRoute, FadeIn, leadImageOf, Link, PageHero, Section } from 'shared';
import { art } from '../art/generated/manifest';
import { Gallery, GALLERY_SIZES } from '../components/Gallery';
import { ItemActions } from '../components/ItemActions';
import { findCategory } from '../data/catalogue';
import { catalogueItems, type CatalogueItem } from '../data/items';
import { SHADED_ITEM } from '../data/shades';
import { formatPrice } from '../lib/format';
import { stockLabel } from '../lib/stock';
import { productJsonLd } from '../lib/structured-data';

/**
 * /product/{id}: one product or service. An unknown id stays where it is and shows its own
 * "Product not found" page (with a head that keeps it out of the index), not a redirect.
 */
export default defineRoute({
  pages: () => catalogueItems.map((item) => ({ id: item.id })),
  // Always something: the id for the not-found head, and the item when there is one.
  data: ({ id = '' }) => ({ id, item: catalogueItems.find((candidate) => candidate.id === id) }),
  head: ({ id, item }) => {
    if (!item) return { title: 'Product not found', description: 'This product is not in the collection.', canonicalPath: `/product/${id}`, robots: 'noindex, follow' };
    const images = [item.image, ...item.additionalImages];
    const picture = art[item.image];
    return {
      title: item.name,
      description: item.description,
      keywords: [item.name, `${item.category} care`, 'melanin-rich skin', 'textured hair', 'luxury beauty'],
      canonicalPath: `/product/${item.id}`,
      type: 'product',
      image: { url: picture.src, width: picture.width, height: picture.height, alt: picture.alt },
      jsonLd: [productJsonLd(item, images.map((image) => art[image].src)), breadcrumbJsonLd([...productCrumbs(item), { name: item.name, path: `/product/${item.id}` }])],
    };
  },
  // The gallery's first picture; its `sizes` is the gallery's.
  leadImage: ({ item }) => (item ? leadImageOf(art[item.image], GALLERY_SIZES) : undefined),
  // Spec: the page scrolls to the top on load. That is arriving, which the shell's ScrollManager does
  // for every page (the top of a new page, the old position on Back): scrolling here as well undid
  // the position restored when the visitor came Back to a product.
  // Keyed: a new product starts again at quantity 1 and its first picture.
  Page: ({ data: { item } }) => (item ? <ProductDetail key={item.id} item={item} /> : <ProductNotFound />),
});

/** The breadcrumb trail above a product (the page shows it; the structured data repeats it with the product). */
function productCrumbs(item: CatalogueItem) {
  return [
    { name: 'Home', path: '/' },
    { name: 'Collection', path: '/products' },
    { name: findCategory(item.category)?.name ?? item.category, path: `/products?category=${item.category}` },
  ];
}

function ProductNotFound() {
  return (
    <PageHero title="Product not found" subtitle="It may have left the collection. Everything we make is in the collection.">
      <ButtonLink to="/products">Return to Collection</ButtonLink>
    </PageHero>
  );
}

function ProductDetail({ item }: { item: CatalogueItem }) {
  const category = findCategory(item.category);
  const images = [item.image, ...item.additionalImages];
  const crumbs = productCrumbs(item);
  const stock = stockLabel(item);

  return (
    <>
      <section className="bg-espresso pt-28 pb-20 text-ivory md:pt-32">
        <div className="page-container">
          <Breadcrumb crumbs={crumbs} tone="dark" />
          <div className="mt-10 grid gap-12 lg:grid-cols-2 lg:gap-20">
            <Gallery images={images} name={item.name} />
            <div>
              <p className="eyebrow text-gold">
                {category?.name} · {item.type === 'product' ? 'Product' : 'Service'}
                {item.isNew && ' · New'}
              </p>
              <h1 className="mt-4 font-display text-5xl leading-[1.05] md:text-6xl">{item.name}</h1>
              <p className="mt-6 text-lg leading-relaxed text-mist">{item.description}</p>
              <p className="mt-8 font-display text-4xl text-gold">{formatPrice(item.price)}</p>
              {stock && <p className="mt-3 text-sm tracking-[0.12em] text-mist uppercase">{stock}</p>}

              <div className="mt-10 border-t border-gold/20 pt-8">
                <h2 className="eyebrow text-gold">Key Benefits</h2>
                <ul className="mt-4 space-y-3">
                  {item.features.map((feature) => (
                    <li key={feature} className="flex gap-3 leading-relaxed text-ivory/90">
                      <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rotate-45 bg-gold" />
                      {feature}
                    </li>
                  ))}
                </ul>
              </div>
              {item.howToUse && (
                <div className="mt-8 border-t border-gold/20 pt-8">
                  <h2 className="eyebrow text-gold">How to Use</h2>
                  <p className="mt-4 leading-relaxed text-mist">{item.howToUse}</p>
                </div>
              )}
              {item.duration && (
                <div className="mt-8 border-t border-gold/20 pt-8">
                  <h2 className="eyebrow text-gold">Duration</h2>
                  <p className="mt-4 font-display text-2xl">{item.duration}</p>
                </div>
              )}

              {item.id === SHADED_ITEM && (
                <p className="mt-8 text-mist">
                  Not sure of your shade?{' '}
                  <Link to="/shade-finder" className="text-gold underline underline-offset-4">
                    Find it in three questions
                  </Link>
                </p>
              )}
              <ItemActions item={item} />
              <Link to="/products" className="mt-8 inline-block text-xs font-medium tracking-[0.2em] text-gold uppercase underline-offset-8 hover:underline">
                Return to Collection
              </Link>
            </div>
          </div>
        </div>
      </section>
      <Section eyebrow="About" title={`About ${item.name}`}>
        <FadeIn className="mx-auto max-w-3xl text-lg leading-relaxed text-taupe">
          <p>{item.fullDescription}</p>
        </FadeIn>
      </Section>
    </>
  );
}
