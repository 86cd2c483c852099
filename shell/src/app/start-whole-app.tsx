import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, findRouteOwner } from 'shared';
import { firstViewShowsVisit } from '../first-view/markers';
import { withTimeout, type FederationRemoteLoader } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/RemoteSlot';
import { startedFromFirstView } from './boot';
import ShellRoutes from '../routes';
import { AppRoutes } from './AppRoutes';

/** How long a page rendered afresh (a visit with a query string) waits for its remote. */
const FRESH_RENDER_WAIT_MS = 4000;

/**
 * The whole app: the layout, the router and every route, for a page that needs more than its
 * islands (src/main.tsx says when). Its islands stay their own roots (shared/src/islands/Island.tsx).
 */
export async function startWholeApp(loader: FederationRemoteLoader): Promise<void> {
  // The route's code is needed at once: its remote's routes, or the shell's own route module. Its load
  // starts now, alongside hydration, rather than when its slot first renders (the slot shares it).
  const owner = findRouteOwner(location.pathname);
  const routeCode = owner ? `${owner}/routes` : `the shell's ${location.pathname}`;
  const routeLoad: Promise<unknown> = (owner ? loader.load(`${owner}/routes`) : ShellRoutes.preload(location.pathname)).catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  const app = (
    <StrictMode>
      <RemoteLoaderContext value={loader}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RemoteLoaderContext>
    </StrictMode>
  );

  // The composed HTML is each route without a query string: a page that reads its query (/search?q=,
  // /press?tag=) shows something else for a visit with one, and the not-found page the server answers
  // an unknown path with may be a path a remote answers (an unknown city, redirected by its remote).
  // Such a visit renders afresh, over the same layout, with no loading state in between. Any other
  // query (a campaign's ?utm_source=) changes nothing of the page: it is adopted like any visit.
  if (firstViewShowsVisit(document, location)) {
    // The page on screen is this app's own markup (the composed first view): adopt it rather than
    // replace it. The route's page and the home page's sections stay as they are until their remote's
    // code is here (RemoteSlot), so the header and footer are live at once. Where a part differs,
    // React renders that part afresh; a developer sees why in the console.
    //
    // In a transition, so hydration is done in slices of a few milliseconds that yield to the browser
    // (a tap, a frame) rather than in one long task: outside one, React hydrates the root at its
    // default priority, which it never interrupts. React Router's and TanStack Start's client entries
    // do the same.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.warn('[first view] rendered afresh where the composed HTML differed:', error),
      });
    });
  } else {
    // Rendered afresh, the page would show its loading state until its code arrives: wait for the
    // route's code first (a remote's files were preloaded with the HTML), but not long for a remote
    // that is down.
    if (startedFromFirstView) await withTimeout(routeLoad, FRESH_RENDER_WAIT_MS, routeCode).catch(() => undefined);
    createRoot(root).render(app);
  }
}
