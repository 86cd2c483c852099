import { Suspense } from 'react';
import { leadImageOf, NOT_FOUND_PATH, type RouteSeo } from 'shared';
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
  { path: '/search', meta: searchMeta, html: firstViewHtml('/search', <Suspense><SearchPage /></Suspense>) },
  { path: NOT_FOUND_PATH, meta: notFoundMeta(NOT_FOUND_PATH), html: firstViewHtml(NOT_FOUND_PATH, <NotFoundPage />) },
];
