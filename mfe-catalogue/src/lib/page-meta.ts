import { brand, breadcrumbJsonLd, type PageMeta, serviceLanguagesText, topLevelBreadcrumb } from 'shared';
import { art } from '../art/generated/manifest';
import { findCategory, type Category } from '../data/catalogue';
import { catalogueItems, type CatalogueItem } from '../data/items';
import { productJsonLd } from './structured-data';

/**
 * Every catalogue page's metadata, in one place: the pages declare it, and src/seo.ts publishes the
 * same values for the composed site's crawlable HTML, so the two can never disagree.
 */

export function categoryMeta(category: Category): PageMeta {
  const products = catalogueItems.filter((item) => item.category === category.id && item.type === 'product');
  return {
    title: `${category.name} Collection for Melanin-Rich Beauty`,
    description: category.description,
    keywords: [`luxury ${category.id} care`, 'melanin-rich skin', 'textured hair', 'Black beauty', ...products.map((item) => item.name)],
    canonicalPath: `/${category.id}`,
    jsonLd: [
      topLevelBreadcrumb(category.name, `/${category.id}`),
    ],
  };
}

export const productsMeta: PageMeta = {
  title: 'Products & Services',
  description: `Every ${brand.name} product and service for skin, makeup and hair, formulated for melanin-rich skin and textured hair.`,
  keywords: ['luxury skincare', 'makeup for dark skin', 'textured hair care', 'beauty services'],
  canonicalPath: '/products',
  jsonLd: [
    topLevelBreadcrumb('Collection', '/products'),
  ],
};

/** The breadcrumb trail above a product (the page shows it; the structured data repeats it with the product). */
export function productCrumbs(item: CatalogueItem) {
  return [
    { name: 'Home', path: '/' },
    { name: 'Collection', path: '/products' },
    { name: findCategory(item.category)?.name ?? item.category, path: `/products?category=${item.category}` },
  ];
}

export function productMeta(item: CatalogueItem): PageMeta {
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
}

export const productNotFoundMeta = (id: string): PageMeta => ({
  title: 'Product not found',
  description: 'This product is not in the collection.',
  canonicalPath: `/product/${id}`,
  robots: 'noindex, follow',
});

export const servicesMeta: PageMeta = {
  title: 'Services',
  description: `Luxury beauty consultations, treatments and experiences for melanin-rich skin and textured hair, in nine cities, with worldwide customer service in ${serviceLanguagesText}.`,
  keywords: ['luxury beauty services', 'skincare for Black skin', 'makeup artist for dark skin', 'textured hair specialist', 'beauty consultation', 'melanin-rich skin'],
  canonicalPath: '/services',
  jsonLd: [
    topLevelBreadcrumb('Services', '/services'),
  ],
};

export const aboutMeta: PageMeta = {
  title: 'About',
  description: `${brand.name}, est. ${brand.established} in ${brand.headOffice.city}: a luxury beauty house for Black women and people of colour, and four beauty domains offered together to one buyer.`,
  keywords: ['about Noirelle', 'luxury Black beauty brand', 'melanin-rich skin', 'textured hair', 'beauty domain names'],
  canonicalPath: '/about',
  jsonLd: [
    topLevelBreadcrumb('About', '/about'),
  ],
};
