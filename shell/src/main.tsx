import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, findRouteOwner } from 'shared';
import { startedFromFirstView } from './app/boot';
import { AppRoutes } from './app/router';
import './index.css';
import { FederationRemoteLoader } from './remotes/remote-loader';
import { RemoteLoaderContext } from './remotes/RemoteSlot';
import { createSiteSearch, SiteSearchContext } from './search/site-search';

/** How long the first view waits for its remote before the app renders anyway. */
const FIRST_VIEW_WAIT_MS = 4000;

const loader = new FederationRemoteLoader();
try {
  // Remotes are registered before the first render, from remotes.json (read at run time).
  await loader.init();
} catch (error) {
  // The shell still renders: header, footer and home work, and each slot offers a Retry.
  console.warn('remotes.json could not be read; remotes will be retried on demand', error);
}

const siteSearch = createSiteSearch((id) => loader.loadSearch(id));

// The composed HTML already shows this route's page (its first view). Render once its remote is
// here, so the app's first frame is that same page rather than a loading state in between. The
// HTML preloaded the remote's files, so this is short; a remote that is slow or down is not waited
// for long (its slot then shows the loading state, then the fallback, as on any other visit).
const owner = findRouteOwner(location.pathname);
if (owner && startedFromFirstView) {
  await Promise.race([loader.load(`${owner}/routes`).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS))]);
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <RemoteLoaderContext value={loader}>
      <SiteSearchContext value={siteSearch}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SiteSearchContext>
    </RemoteLoaderContext>
  </StrictMode>
);

// The composed HTML is each route without a query string: /contact?interest=… or /products?category=…
// holds state the HTML cannot have (a preselected field keeps its first value when hydrated), so
// such a visit renders afresh, over the same layout, with no loading state in between.
if (startedFromFirstView && location.search === '') {
  // The page on screen is this app's own markup (the composed first view): adopt it rather than
  // replace it. Where a part differs (a remote that has not arrived in time), React renders that
  // part afresh; a developer sees why in the console.
  hydrateRoot(root, app, {
    onRecoverableError: (error) => console.warn('[first view] rendered afresh where the composed HTML differed:', error),
  });
} else {
  createRoot(root).render(app);
}
