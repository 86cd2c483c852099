import type { SearchAction, WithActionConstraints } from 'schema-dts';
import { absoluteUrl, allDomains, brand, type PageMeta } from 'shared';

/** Spec: the site search is declared at /search?q={search_term_string}. */
const siteSearch: WithActionConstraints<SearchAction> = {
  '@type': 'SearchAction',
  target: { '@type': 'EntryPoint', urlTemplate: `${brand.siteUrl}/search?q={search_term_string}` },
  'query-input': 'required name=search_term_string',
};

/** The shell's own pages' metadata, declared by the pages and published by src/seo.ts: one source for both. */

export const homeMeta: PageMeta = {
  title: `${brand.name} | Luxury Beauty for Melanin-Rich Skin and Textured Hair`,
  description: brand.description,
  keywords: ['luxury beauty', 'Black women', 'melanin-rich skin', 'textured hair', 'skincare', 'makeup', 'hair care'],
  canonicalPath: '/',
  jsonLd: [
    {
      '@type': 'Organization',
      '@id': `${brand.siteUrl}/#organization`,
      name: brand.name,
      legalName: brand.legalName,
      url: brand.siteUrl,
      logo: absoluteUrl('/brand/icon-512.png'),
      image: absoluteUrl('/brand/sharing-banner.jpg'),
      description: brand.description,
      foundingDate: String(brand.established),
      email: brand.email.concierge,
      telephone: brand.phone.tel,
      address: {
        '@type': 'PostalAddress',
        streetAddress: brand.headOffice.street,
        addressLocality: brand.headOffice.city,
        addressRegion: brand.headOffice.region,
        postalCode: brand.headOffice.postalCode,
        addressCountry: brand.headOffice.country,
      },
      sameAs: allDomains.filter((domain) => `https://${domain}` !== brand.siteUrl).map((domain) => `https://${domain}`),
    },
    {
      '@type': 'WebSite',
      '@id': `${brand.siteUrl}/#website`,
      name: brand.name,
      url: brand.siteUrl,
      publisher: { '@id': `${brand.siteUrl}/#organization` },
      potentialAction: siteSearch,
    },
  ],
};

/** Search results are for visitors, not for the index (each result is a page of its own). */
export const searchMeta: PageMeta = {
  title: 'Search',
  description: `Search ${brand.name}: products, services, our nine houses and the press.`,
  canonicalPath: '/search',
  robots: 'noindex, follow',
};

export const notFoundMeta = (pathname: string): PageMeta => ({
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
  canonicalPath: pathname,
  robots: 'noindex, follow',
});
