/**
 * The page's code, started by the boot script when a part of the page needs it
 * (src/boot/start-app.ts): Module Federation's remotes, then what was asked for. An island
 * component is loaded and hydrated alone (src/app/start-islands.ts); the whole app (the layout,
 * the router and the routes: src/app/start-whole-app.tsx) only for what is not such an island, or
 * for a visit the composed HTML does not show as it is.
 */
import { observeFades, WANT_EVENT, WANTED_ATTRIBUTE } from 'shared';
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

let wholeApp: Promise<void> | undefined;
const startApp = () => {
  wholeApp ??= import('./app/start-whole-app').then(({ startWholeApp }) => startWholeApp(loader));
};

startIslands(document, loader, { firstViewBuildOf });

// The dev server's page has no boot script to ask: it is the whole app at once.
const html = document.documentElement;
if (import.meta.env.DEV || html.hasAttribute(WANTED_ATTRIBUTE)) startApp();
else html.addEventListener(WANT_EVENT, (event) => event.target === html && startApp());
