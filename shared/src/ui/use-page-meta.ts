import { useEffect } from 'react';
import { emit } from '../bus/bus';
import type { PageMeta } from '../seo/types';

/**
 * Declares the page's metadata. The shell owns the head and writes it (DESIGN: pages declare,
 * the shell writes), so a remote never touches `document.head` itself. Re-emits only when the
 * metadata's content changes, not on every render.
 */
export function usePageMeta(meta: PageMeta): void {
  const serialised = JSON.stringify(meta);
  useEffect(() => {
    emit('page/meta', JSON.parse(serialised) as PageMeta);
  }, [serialised]);
}
