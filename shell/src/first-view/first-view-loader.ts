import type { RemoteLoader } from '../remotes/remote-loader';

/**
 * The loader the first views are rendered with in Node: no remote is loaded there. Each slot
 * writes the place of its remote's HTML instead (./markers.ts's remoteHtmlPlaceholder), which the
 * composition fills in from what the remote published.
 */
export const firstViewLoader: RemoteLoader = { composing: true, peek: () => undefined, load: () => new Promise(() => {}), reset: async () => {} };
