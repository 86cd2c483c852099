import { Suspense } from 'react';
import { brand, leadImageOf, NOT_FOUND_PATH, type RouteSeo } from 'shared';
import { firstViewHtml } from 'shared/first-view';
import { art } from './art/generated/manifest';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SearchPage } from './pages/SearchPage';
import { firstViewLoader } from './first-view/first-view-loader';
import { RemoteLoaderContext } from './remotes/RemoteSlot';
import { homeMeta, notFoundMeta, searchMeta } from './head/page-meta';

/** The shell's own routes as the composed site writes them for crawlers (read at build time: shared/build/route-seo.ts). */
export const routeSeo: RouteSeo[] = [
  {
    path: '/',
    meta: homeMeta,
    heading: 'Beauty, formulated for melanin.',
    text: ['Skin, makeup and hair rituals made for deep skin tones and textured hair, in nine cities and online.', brand.description],
    leadImage: leadImageOf(art['hero-loop-poster']),
    // The two sections below the hero are the catalogue's and the advisor's HTML (their published
    // fragments, filled in by the composition); their code loads when needed (RemoteSlot's `load`).
    remoteModules: ['catalogue/HomeSections', 'advisor/InterestSection'],
    html: firstViewHtml(
      '/',
      <RemoteLoaderContext value={firstViewLoader}>
        <HomePage />
      </RemoteLoaderContext>,
    ),
  },
  { path: '/search', meta: searchMeta, heading: 'Search the house', text: [searchMeta.description], html: firstViewHtml('/search', <Suspense><SearchPage /></Suspense>) },
  { path: NOT_FOUND_PATH, meta: notFoundMeta(NOT_FOUND_PATH), heading: '404', text: ['The page you are looking for does not exist.'], links: [{ path: '/', label: 'Return to Home' }], html: firstViewHtml(NOT_FOUND_PATH, <NotFoundPage />) },
];
