import { firstViewHtml, withFirstViews } from 'shared/first-view';
import AppRoutes from './app-routes';
import HomeSections from './components/HomeSections';
import { brand, leadImageOf, type RouteSeo } from 'shared';
import { art } from './art/generated/manifest';
import { domainStory } from './data/about';
import { categories, categoryArt, categoryStories } from './data/catalogue';
import { catalogueItems } from './data/items';
import { serviceOfferings } from './data/offerings';
import { formatPrice } from './lib/format';
import { aboutMeta, categoryMeta, productMeta, productsMeta, servicesMeta } from './lib/page-meta';

const productLink = (item: (typeof catalogueItems)[number]) => ({ path: `/product/${item.id}`, label: `${item.name}, ${formatPrice(item.price)}` });

/** The catalogue's routes as the composed site writes them for crawlers (read at build time: shared/build/route-seo.ts). */
export const routeSeo: RouteSeo[] = withFirstViews([
  ...categories.map((category) => ({
    path: `/${category.id}`,
    meta: categoryMeta(category),
    heading: category.name,
    text: [category.description, ...categoryStories[category.id].philosophy],
    links: catalogueItems.filter((item) => item.category === category.id).map(productLink),
    leadImage: leadImageOf(art[categoryArt[category.id].hero]),
  })),
  {
    path: '/products',
    meta: productsMeta,
    heading: 'Products & Services',
    text: ['Skin, makeup and hair, formulated and tested on deep skin tones and textured hair.'],
    links: catalogueItems.map(productLink),
  },
  ...catalogueItems.map((item) => ({
    path: `/product/${item.id}`,
    meta: productMeta(item),
    heading: item.name,
    text: [item.description, `${formatPrice(item.price)}${item.duration ? `, ${item.duration}` : ''}.`, item.fullDescription, ...item.features],
    links: [{ path: `/${item.category}`, label: `The ${item.category} collection` }],
    leadImage: leadImageOf(art[item.image], '(min-width: 1024px) 50vw, 100vw'),
  })),
  {
    path: '/services',
    meta: servicesMeta,
    heading: 'Services for melanin-rich beauty',
    text: [servicesMeta.description, ...serviceOfferings.map((offering) => `${offering.name} (${formatPrice(offering.price)}, ${offering.duration}): ${offering.description}`)],
    links: [{ path: '/booking', label: 'Book an experience' }],
  },
  {
    path: '/about',
    meta: aboutMeta,
    heading: `About ${brand.name}`,
    text: [`A house of luxury beauty for Black women and people of colour, founded in ${brand.headOffice.city}.`, ...domainStory.paragraphs],
    links: [
      { path: '/contact?interest=domain-purchase', label: 'Enquire about the four domains' },
      { path: '/chat', label: `Ask ${brand.advisorName}, our AI beauty advisor` },
    ],
    leadImage: leadImageOf(art['texture-silk-folded']),
  },
], AppRoutes);

/** The home page's catalogue sections as the composed first view shows them (shared/build/route-seo.ts). */
export const fragments = { HomeSections: firstViewHtml('/', <HomeSections />, { idPrefix: 'catalogue-home-' }) };
