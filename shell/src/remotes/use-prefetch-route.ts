import { useCallback, useContext, type ComponentType } from 'react';
import { findRouteOwner } from 'shared';
import { RemoteLoaderContext } from './RemoteSlot';

/** A remote's routes component: its route table can start one route's chunk (shared/src/route-module.tsx). */
type RoutesWithPreload = ComponentType & { preload?: (pathname: string) => Promise<void> };

/**
 * Starts loading the remote behind a link as soon as the visitor shows intent (pointer over it,
 * or keyboard focus), and then that route's own chunk, so the page is usually ready by the time
 * the click lands. A failed prefetch is ignored: the slot tries again, and reports, when the page
 * is really opened.
 */
export function usePrefetchRoute(): (path: string) => void {
  const loader = useContext(RemoteLoaderContext);
  return useCallback(
    (path: string) => {
      const pathname = path.split(/[?#]/)[0] || path;
      const owner = findRouteOwner(pathname);
      if (!loader || !owner) return;
      const preloadRoute = (routes: RoutesWithPreload) => void routes.preload?.(pathname).catch(() => {});
      const loaded = loader.peek(`${owner}/routes`);
      if (loaded) preloadRoute(loaded);
      else loader.load(`${owner}/routes`).then(preloadRoute, () => {});
    },
    [loader],
  );
}
