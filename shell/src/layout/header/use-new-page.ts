import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'shared';

/**
 * Calls `onNewPage` once the visitor is on another page, however they got there (a link, Back,
 * Forward). Not on the first render: a menu opened in the composed HTML, before the app started,
 * stays open.
 */
export function useOnNewPage(onNewPage: () => void) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const run = useEffectEvent(onNewPage);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    run();
  }, [pathname]);
}
