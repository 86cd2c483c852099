/**
 * The page's code, started by the boot script when an island needs it (src/boot/start-app.ts):
 * Module Federation's remotes, then each island asked for, loaded and hydrated alone
 * (src/app/start-islands.tsx). Nothing else of a composed page ever needs code.
 */
import { observeFades } from 'shared';
import { forwardAnalyticsEvents } from './analytics/use-analytics';
import { firstViewBuildOf } from './app/boot';
import { wholeStylesheetsLoaded } from './first-view/stylesheets';
import './index.css';
import { startIslands } from './app/start-islands';
import { FederationRemoteLoader } from './remotes/remote-loader';
import { fetchRemotesConfig, remotesConfigOfPage } from './remotes/remotes-config';
import { startToaster } from './toasts/start-toaster';

// Built pages run it from their inline boot script (tooling/boot-script.ts); the dev server's page has none.
if (import.meta.env.DEV) observeFades(document);

// Remotes are registered before anything renders, from the remotes.json the page was composed with
// (or, without one, the file itself).
const loader = new FederationRemoteLoader(fetchRemotesConfig, remotesConfigOfPage(document));
try {
  await loader.init();
} catch (error) {
  // The shell still renders: header, footer and home work, and each slot offers a Retry.
  console.warn('remotes.json could not be read; remotes will be retried on demand', error);
}

forwardAnalyticsEvents(document);

// The first view's stylesheets hold only what its HTML uses: nothing renders before the whole ones
// are in (the boot script linked them with this module, so they have been on their way as long).
await wholeStylesheetsLoaded(document);

// Every part's toasts, an island's alone as the whole app's: listening before any part starts.
startToaster(document);

startIslands(document, loader, { firstViewBuildOf });

// The dev server's page is no composed page: it has no first view and no boot script, and the
// whole app renders it.
if (import.meta.env.DEV) void import('./app/start-whole-app').then(({ startWholeApp }) => startWholeApp(loader));
