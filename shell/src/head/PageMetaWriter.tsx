import { useLayoutEffect, useRef } from 'react';
import { useBusEvent, useLocation } from 'shared';
import { startedFromFirstView } from '../app/boot';
import { applyPageMeta } from './apply-page-meta';

/**
 * Writes the head once per navigation. The composed HTML carries the first page's head
 * (shell/server/compose/head.ts writes it from the same route module), so the page's declaration on the
 * first view is not written again; from the first client-side navigation on, every `page/meta` a
 * page emits is. Renders nothing.
 */
export function PageMetaWriter({ headFromHtml = startedFromFirstView }: { headFromHtml?: boolean }) {
  const location = useLocation();
  const navigated = useRef(false);
  // A layout effect: it runs before the new page's usePageMeta (a passive effect) emits. The first
  // entry's key is 'default'; any navigation, Back to it included, has happened once another was seen.
  useLayoutEffect(() => {
    if (location.key !== 'default') navigated.current = true;
  }, [location.key]);
  useBusEvent('page/meta', (meta) => {
    if (headFromHtml && !navigated.current) return;
    applyPageMeta(document, meta);
  });
  return null;
}
