import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './app/router';
import './index.css';
import { FederationRemoteLoader } from './remotes/remote-loader';
import { RemoteLoaderContext } from './remotes/RemoteSlot';
import { createSiteSearch, SiteSearchContext } from './search/site-search';

const loader = new FederationRemoteLoader();
try {
  // Remotes are registered before the first render, from remotes.json (read at run time).
  await loader.init();
} catch (error) {
  // The shell still renders: header, footer and home work, and each slot offers a Retry.
  console.warn('remotes.json could not be read; remotes will be retried on demand', error);
}

const siteSearch = createSiteSearch((id) => loader.loadSearch(id));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <RemoteLoaderContext value={loader}>
      <SiteSearchContext value={siteSearch}>
        <RouterProvider router={createAppRouter()} />
      </SiteSearchContext>
    </RemoteLoaderContext>
  </StrictMode>,
);
