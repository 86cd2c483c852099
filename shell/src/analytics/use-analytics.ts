import { subscribe } from 'shared';
import { ANALYTICS_EVENT } from 'shared/page-protocol';

/**
 * The remotes' `analytics` events from the bus, passed on to the boot script, which owns consent
 * and the tag (src/boot/analytics.ts), from the start of the page's code. Whether anything is sent
 * is the boot script's to decide.
 */
export function forwardAnalyticsEvents(doc: Document): () => void {
  return subscribe('analytics', ({ name, params }) => doc.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail: { name, params } })));
}
