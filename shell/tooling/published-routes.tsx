import { fileURLToPath } from 'node:url';
import type { RouteSeo } from 'shared';
import { publishedRoutes } from 'shared/route-modules';
import { firstViewLoader } from '../src/first-view/first-view-loader';
import { RemoteLoaderContext } from '../src/remotes/RemoteSlot';

/**
 * The shell's own routes as the composed site publishes them (its seo.json, written at build time by
 * shared/tooling/route-seo.ts): its route modules (src/routes), each rendered by the shell's route
 * table as its router renders it, so the composed HTML hydrates as it is. A page that holds other
 * apps' parts (the home page's sections) renders their places, which the composition fills with
 * their published HTML.
 */
export const routeSeo: Promise<RouteSeo[]> = publishedRoutes(fileURLToPath(new URL('..', import.meta.url)), (table) => (
  <RemoteLoaderContext value={firstViewLoader}>{table}</RemoteLoaderContext>
));
