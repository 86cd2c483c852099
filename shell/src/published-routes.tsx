import { Suspense } from 'react';
import { NOT_FOUND_PATH, RouteModulePage, type RouteSeo } from 'shared';
import { publishedRoute } from 'shared/route-modules';
import { firstViewLoader } from './first-view/first-view-loader';
import { RemoteLoaderContext } from './remotes/RemoteSlot';
import home from './routes/_index';
import notFound from './routes/404';
import search from './routes/search';

/**
 * The shell's own routes as the composed site publishes them (its seo.json, written at build time by
 * shared/tooling/route-seo.ts): each from its route module (src/routes), its first view rendered as
 * the shell's router renders it (src/app/AppRoutes.tsx), so the composed HTML hydrates as it is.
 */
export const routeSeo: RouteSeo[] = [
  publishedRoute(
    '/',
    home,
    {},
    // The sections below the hero are other apps' parts: their published HTML, filled in by the composition.
    <RemoteLoaderContext value={firstViewLoader}>
      <RouteModulePage module={home} />
    </RemoteLoaderContext>,
  ),
  publishedRoute('/search', search, {}, <Suspense><RouteModulePage module={search} /></Suspense>),
  publishedRoute(NOT_FOUND_PATH, notFound, {}, <RouteModulePage module={notFound} />),
];
