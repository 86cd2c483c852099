import { StrictMode, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useLocation } from '../router';
import { useBusEvent } from '../bus/bus';
import type { BusEvents } from '../bus/events';
import { documentTitle } from '../seo/defaults';
import { remoteRoutes, type RemoteName } from '../routes';
import { installPageBehaviours } from '../boot/page-behaviours';

/**
 * The minimal local host a remote runs in on its own (`npm run dev -w mfe-x`): a slim bar with
 * the remote's own pages, the page title from `page/meta`, and toasts shown plainly. Not part of
 * any production bundle; the shell is the real host.
 */
export function mountStandalone(remote: RemoteName, Routes: ComponentType) {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The composed site's boot script installs them there (shell/src/boot/boot.ts); this host has none.
  installPageBehaviours(window);
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        {/* The remote's stylesheet is scoped to this element (shared/tooling/scope-remote-css.ts). */}
        <div data-remote={remote}>
          <StandaloneBar remote={remote} />
          <main id="main">
            <Routes />
          </main>
          <StandaloneToasts />
        </div>
      </BrowserRouter>
    </StrictMode>,
  );
}

function StandaloneBar({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  useBusEvent('page/meta', (meta) => {
    document.title = documentTitle(meta.title);
  });
  const links = remoteRoutes[remote].filter((path) => !path.includes(':'));
  return (
    <nav aria-label="Standalone" className="fixed inset-x-0 top-0 z-40 flex flex-wrap items-center gap-4 bg-black/80 px-4 py-2 text-xs text-ivory">
      <strong className="text-gold uppercase">{remote} (standalone)</strong>
      {links.map((path) => (
        <Link key={path} to={path} aria-current={pathname === path ? 'page' : undefined} className="underline-offset-4 hover:underline">
          {path}
        </Link>
      ))}
    </nav>
  );
}

function StandaloneToasts() {
  const [toasts, setToasts] = useState<BusEvents['toast'][]>([]);
  useBusEvent('toast', (toast) => setToasts((list) => [...list.slice(-2), toast]));
  return (
    <div role="status" className="fixed right-4 bottom-4 z-50 space-y-2">
      {toasts.map((toast, index) => (
        <p key={index} className="bg-espresso p-4 text-sm text-ivory">
          <strong>{toast.title}</strong> {toast.description}
        </p>
      ))}
    </div>
  );
}
