import { useCallback, useContext } from 'react';
import { findRouteOwner } from 'shared';
import { RemoteLoaderContext } from './RemoteSlot';

/**
 * Starts loading the remote behind a link as soon as the visitor shows intent (pointer over it,
 * or keyboard focus), so the page is usually ready by the time the click lands. A failed prefetch
 * is ignored: the slot tries again, and reports, when the page is really opened.
 */
export function usePrefetchRoute(): (path: string) => void {
  const loader = useContext(RemoteLoaderContext);
  return useCallback(
    (path: string) => {
      const owner = findRouteOwner(path.split('?')[0] ?? path);
      if (!loader || !owner || loader.peek(`${owner}/routes`)) return;
      loader.load(`${owner}/routes`).catch(() => {});
    },
    [loader],
  );
}
