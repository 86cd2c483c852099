import { Suspense } from 'react';
import { brand, leadImageOf, NOT_FOUND_PATH, type RouteSeo } from 'shared';
import { firstViewHtml } from 'shared/first-view';
import { art } from './art/generated/manifest';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SearchPage } from './pages/SearchPage';
import type { RemoteLoader } from './remotes/remote-loader';
import { RemoteLoaderContext } from './remotes/RemoteSlot';

/** The home page's sections come from remotes, loaded in the browser when needed: in the first view they hold their place. */
const notLoadedYet: RemoteLoader = { peek: () => undefined, load: () => new Promise(() => {}), reset: async () => {} };
import { homeMeta, notFoundMeta, searchMeta } from './head/page-meta';

/** The shell's own routes as the composed site writes them for crawlers (read at build time: shared/build/route-seo.ts). */
export const routeSeo: RouteSeo[] = [
  {
    path: '/',
    meta: homeMeta,
    heading: 'Beauty, formulated for melanin.',
    text: ['Skin, makeup and hair rituals made for deep skin tones and textured hair, in nine cities and online.', brand.description],
    leadImage: leadImageOf(art['hero-loop-poster']),
    // No `remoteModules`: the two sections below the hero load when needed (RemoteSlot's `load`), so
    // their stylesheets come with them; in the head they would hold up the hero's first paint.
    html: firstViewHtml(
      '/',
      <RemoteLoaderContext value={notLoadedYet}>
        <HomePage />
      </RemoteLoaderContext>,
    ),
  },
  { path: '/search', meta: searchMeta, heading: 'Search the house', text: [searchMeta.description], html: firstViewHtml('/search', <Suspense><SearchPage /></Suspense>) },
  { path: NOT_FOUND_PATH, meta: notFoundMeta(NOT_FOUND_PATH), heading: '404', text: ['The page you are looking for does not exist.'], links: [{ path: '/', label: 'Return to Home' }], html: firstViewHtml(NOT_FOUND_PATH, <NotFoundPage />) },
];
