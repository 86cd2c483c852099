import { Breadcrumb, breadcrumbJsonLd, ButtonLink, defineMessages, defineRoute, FadeIn, HOME_CRUMB, type IntlShape, leadImageOf, Link, type Locale, Name, PageHero, Section, useIntl } from 'shared';
import { art } from '../art/generated/manifest';
import { Gallery, GALLERY_SIZES } from '../components/Gallery';
import { ItemActions } from '../components/ItemActions';
import type { CatalogueItem } from '../data/items';
import { catalogueIn, useCatalogue } from '../data/localized';
import { SHADED_ITEM } from '../data/shades';
import { labels, priceIn, typeLabel } from '../lib/labels';
import { stockLabel } from '../lib/stock';
import { productJsonLd } from '../lib/structured-data';

const messages = defineMessages({
  notFound: { id: 'catalogue.product.not-found', defaultMessage: 'Product not found' },
  notFoundDescription: { id: 'catalogue.product.not-found-description', defaultMessage: 'This product is not in the collection.' },
  notFoundSubtitle: { id: 'catalogue.product.not-found-subtitle', defaultMessage: 'It may have left the collection. Everything we make is in the collection.' },
  returnToCollection: { id: 'catalogue.product.return', defaultMessage: 'Return to Collection' },
  careKeyword: { id: 'catalogue.product.keyword-care', defaultMessage: '{category} care', description: 'a search keyword: "skin care", "hair care"' },
  keywordMelanin: { id: 'catalogue.product.keyword-melanin', defaultMessage: 'melanin-rich skin' },
  keywordHair: { id: 'catalogue.product.keyword-hair', defaultMessage: 'textured hair' },
  keywordLuxury: { id: 'catalogue.product.keyword-luxury', defaultMessage: 'luxury beauty' },
  keyBenefits: { id: 'catalogue.product.key-benefits', defaultMessage: 'Key Benefits' },
  howToUse: { id: 'catalogue.product.how-to-use', defaultMessage: 'How to Use' },
  duration: { id: 'catalogue.product.duration', defaultMessage: 'Duration' },
  notSure: { id: 'catalogue.product.not-sure', defaultMessage: 'Not sure of your shade?' },
  findIt: { id: 'catalogue.product.find-shade', defaultMessage: 'Find it in three questions' },
  aboutEyebrow: { id: 'catalogue.product.about-eyebrow', defaultMessage: 'About' },
  aboutTitle: { id: 'catalogue.product.about-title', defaultMessage: 'About {name}' },
});

/**
 * /product/{id}: one product or service. An unknown id stays where it is and shows its own
 * "Product not found" page (with a head that keeps it out of the index), not a redirect.
 */
export default defineRoute({
  pages: () => catalogueIn('en').items.map((item) => ({ id: item.id })),
  // Always something: the id for the not-found head, and the item when there is one, in the page's language.
  data: ({ id = '' }, { locale }) => ({ id, item: catalogueIn(locale).items.find((candidate) => candidate.id === id) }),
  head: ({ id, item }, { intl }) => {
    if (!item)
      return { title: intl.formatMessage(messages.notFound), description: intl.formatMessage(messages.notFoundDescription), canonicalPath: `/product/${id}`, robots: 'noindex, follow' };
    const images = [item.image, ...item.additionalImages];
    const picture = art[item.image];
    const { artAlt, categories } = catalogueIn(intl.locale as Locale);
    const category = categories.find((candidate) => candidate.id === item.category)?.name.toLowerCase() ?? item.category;
    return {
      title: item.name,
      description: item.description,
      keywords: [item.name, intl.formatMessage(messages.careKeyword, { category }), intl.formatMessage(messages.keywordMelanin), intl.formatMessage(messages.keywordHair), intl.formatMessage(messages.keywordLuxury)],
      canonicalPath: `/product/${item.id}`,
      type: 'product',
      image: { url: picture.src, width: picture.width, height: picture.height, alt: artAlt(item.image) },
      jsonLd: [productJsonLd(item, images.map((image) => art[image].src)), breadcrumbJsonLd([...productCrumbs(item, intl), { name: item.name, path: `/product/${item.id}` }])],
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
function productCrumbs(item: CatalogueItem, intl: IntlShape) {
  const category = catalogueIn(intl.locale as Locale).categories.find((candidate) => candidate.id === item.category);
  return [
    { name: intl.formatMessage(HOME_CRUMB), path: '/' },
    { name: intl.formatMessage(labels.collection), path: '/products' },
    { name: category?.name ?? item.category, path: `/products?category=${item.category}` },
  ];
}

function ProductNotFound() {
  const intl = useIntl();
  return (
    <PageHero title={intl.formatMessage(messages.notFound)} subtitle={intl.formatMessage(messages.notFoundSubtitle)}>
      <ButtonLink to="/products">{intl.formatMessage(messages.returnToCollection)}</ButtonLink>
    </PageHero>
  );
}

function ProductDetail({ item }: { item: CatalogueItem }) {
  const intl = useIntl();
  const category = useCatalogue().categories.find((candidate) => candidate.id === item.category);
  const images = [item.image, ...item.additionalImages];
  const crumbs = productCrumbs(item, intl);
  const stock = stockLabel(item, intl);

  return (
    <>
      <section className="bg-espresso pt-28 pb-20 text-ivory md:pt-32">
        <div className="page-container">
          <Breadcrumb crumbs={crumbs} tone="dark" />
          <div className="mt-10 grid gap-12 lg:grid-cols-2 lg:gap-20">
            <Gallery images={images} name={item.name} />
            <div>
              <p className="eyebrow text-gold">
                {category?.name} · {typeLabel(intl, item.type)}
                {item.isNew && ` · ${intl.formatMessage(labels.new)}`}
              </p>
              <h1 className="mt-4 font-display text-5xl leading-[1.05] md:text-6xl">
                <Name>{item.name}</Name>
              </h1>
              <p className="mt-6 text-lg leading-relaxed text-mist">{item.description}</p>
              <p className="mt-8 font-display text-4xl text-gold">{priceIn(intl, item.price)}</p>
              {stock && <p className="mt-3 text-sm tracking-[0.12em] text-mist uppercase">{stock}</p>}

              <div className="mt-10 border-t border-gold/20 pt-8">
                <h2 className="eyebrow text-gold">{intl.formatMessage(messages.keyBenefits)}</h2>
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
                  <h2 className="eyebrow text-gold">{intl.formatMessage(messages.howToUse)}</h2>
                  <p className="mt-4 leading-relaxed text-mist">{item.howToUse}</p>
                </div>
              )}
              {item.duration && (
                <div className="mt-8 border-t border-gold/20 pt-8">
                  <h2 className="eyebrow text-gold">{intl.formatMessage(messages.duration)}</h2>
                  <p className="mt-4 font-display text-2xl">{item.duration}</p>
                </div>
              )}

              {item.id === SHADED_ITEM && (
                <p className="mt-8 text-mist">
                  {intl.formatMessage(messages.notSure)}{' '}
                  <Link to="/shade-finder" className="text-gold underline underline-offset-4">
                    {intl.formatMessage(messages.findIt)}
                  </Link>
                </p>
              )}
              <ItemActions item={item} />
              <Link to="/products" className="mt-8 inline-block text-xs font-medium tracking-[0.2em] text-gold uppercase underline-offset-8 hover:underline">
                {intl.formatMessage(messages.returnToCollection)}
              </Link>
            </div>
          </div>
        </div>
      </section>
      <Section eyebrow={intl.formatMessage(messages.aboutEyebrow)} title={intl.formatMessage(messages.aboutTitle, { name: item.name })}>
        <FadeIn className="mx-auto max-w-3xl text-lg leading-relaxed text-taupe">
          <p>{item.fullDescription}</p>
        </FadeIn>
      </Section>
    </>
  );
}
