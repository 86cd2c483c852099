import { useEffect, type RefObject } from 'react';
import { announceLive } from '../live';

/**
 * Put last inside a Suspense boundary whose wrapper (`part`, outside the boundary) is marked
 * `data-later`: once what the boundary holds has committed, hydrated or rendered, the part is live,
 * and what the visitor did in it before then is replayed (shared/src/live.ts).
 */
export function LivePart({ part }: { part: RefObject<Element | null> }) {
  useEffect(() => {
    if (part.current) announceLive(part.current);
  }, [part]);
  return null;
}
