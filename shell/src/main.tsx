/**
 * The page's code, started by the boot script when an island needs it (src/boot/start-app.ts):
 * Module Federation's remotes, then each island asked for, loaded and hydrated alone
 * (src/app/start-islands.tsx). Nothing else of a composed page ever needs code.
 */
import { forwardAnalyticsEvents } from './analytics/use-analytics';
import { startIslands } from './app/start-islands';
import { firstViewBuildOf } from './first-view/markers';
import shellIslands, { messages as shellMessages } from './islands';
import { wholeStylesheetsLoaded } from './first-view/stylesheets';
import './index.css';
import { FederationRemoteLoader } from './remotes/remote-loader';
import { fetchRemotesConfig, remotesConfigOfPage } from './remotes/remotes-config';
import { subscribe } from 'shared';
import { raiseToast } from 'shared/toasts';

// Remotes are registered before any island starts, from the remotes.json the page was composed
// with (or, without one, the file itself).
const loader = new FederationRemoteLoader(fetchRemotesConfig, remotesConfigOfPage(document));
try {
  await loader.init();
} catch (error) {
  // The page is whole without it: an island whose remote cannot be reached shows its fallback and Retry.
  console.warn('remotes.json could not be read; remotes will be retried on demand', error);
}

forwardAnalyticsEvents(document);

// The first view's stylesheets hold only what its HTML uses: nothing renders before the whole ones
// are in (the boot script linked them with this module, so they have been on their way as long).
await wholeStylesheetsLoaded(document);

// Every island's toasts, listening before any island starts: the boot script shows them.
subscribe('toast', (toast) => raiseToast(document, toast));

startIslands(document, loader, { shellIslands, shellMessages, firstViewBuildOf });
