import { useBusEvent } from 'shared';
import { applyPageMeta } from './apply-page-meta';

/** Writes every `page/meta` a page emits into the head. Renders nothing. */
export function PageMetaWriter() {
  useBusEvent('page/meta', (meta) => applyPageMeta(document, meta));
  return null;
}
