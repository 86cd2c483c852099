import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useLocation } from '../router';
import { subscribe, useBusEvent } from '../bus/bus';
import { documentTitle } from '../seo/defaults';
import type { RemoteName } from '../routes';
import { installPageBehaviours } from '../boot/page-behaviours';
import { REMOTE_PART_ATTRIBUTE } from '../page-protocol';
import { raiseToast } from '../boot/toasts';
import { ToastRegion } from '../ui/ToastRegion';

/**
 * The minimal local host a remote runs in on its own (`npm run dev -w mfe-x`): a slim bar with
 * the remote's own pages, the page title from `page/meta`, and the toasts, shown as the composed site shows them. Not part of
 * any production bundle; the shell is the real host.
 */
export function mountStandalone(remote: RemoteName, Routes: ComponentType & { readonly paths: readonly string[] }) {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The composed site's boot script installs them there (shell/src/boot/boot.ts); this host has none.
  installPageBehaviours(window);
  subscribe('toast', (toast) => raiseToast(document, toast));
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        {/* The remote's stylesheet is scoped to this element (shared/tooling/scope-remote-css.ts). */}
        <div {...{ [REMOTE_PART_ATTRIBUTE]: remote }}>
          <StandaloneBar remote={remote} paths={Routes.paths} />
          <main id="main">
            <Routes />
          </main>
          <ToastRegion />
        </div>
      </BrowserRouter>
    </StrictMode>,
  );
}

function StandaloneBar({ remote, paths }: { remote: RemoteName; paths: readonly string[] }) {
  const { pathname } = useLocation();
  useBusEvent('page/meta', (meta) => {
    document.title = documentTitle(meta.title);
  });
  const links = paths.filter((path) => !path.includes(':'));
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
