import { useEffect, type RefObject } from 'react';
import { emit } from '../bus/bus';
import { announceLive, PART_ATTRIBUTE } from '../live';

/**
 * Put last inside a Suspense boundary whose wrapper (`part`, outside the boundary) is marked
 * `data-part`: once what the boundary holds has committed, hydrated or rendered, the part is live,
 * and what the visitor did in it before then is replayed (shared/src/live.ts). Its content is on
 * the page, so the part says so on the bus (`part/ready`): a #fragment that names something inside
 * it can be reached now (shell/src/app/ScrollManager.tsx).
 */
export function LivePart({ part }: { part: RefObject<Element | null> }) {
  useEffect(() => {
    const element = part.current;
    if (!element) return;
    announceLive(element);
    emit('part/ready', { id: element.getAttribute(PART_ATTRIBUTE) ?? '' });
  }, [part]);
  return null;
}
