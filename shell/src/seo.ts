import { brand, NOT_FOUND_PATH, type RouteSeo } from 'shared';
import { homeMeta, notFoundMeta, searchMeta } from './head/page-meta';

/** The shell's own routes as the composed site writes them for crawlers (read at build time: shared/build/route-seo.ts). */
export const routeSeo: RouteSeo[] = [
  {
    path: '/',
    meta: homeMeta,
    heading: 'Beauty, formulated for melanin.',
    text: ['Skin, makeup and hair rituals made for deep skin tones and textured hair, in nine cities and online.', brand.description],
  },
  { path: '/search', meta: searchMeta, heading: 'Search the house', text: [searchMeta.description] },
  { path: NOT_FOUND_PATH, meta: notFoundMeta(NOT_FOUND_PATH), heading: '404', text: ['The page you are looking for does not exist.'], links: [{ path: '/', label: 'Return to Home' }] },
];
