import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared';
import { LayoutFrame } from '../layout/Layout';
import { RemoteLoaderContext, RemoteSlot } from '../remotes/RemoteSlot';
import type { RemoteModuleId } from '../remotes/remote-modules';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { SonnerToaster } from '../toasts/SonnerToaster';
import { firstViewLoader } from './first-view-loader';

/**
 * The composed HTML's first view of a route, rendered in Node: the layout exactly as the app
 * renders it (src/layout/Layout.tsx) around the page. A shell page's HTML sits directly in <main>;
 * a remote's page is its own static HTML (each app renders its pages: shared/tooling/first-view.tsx)
 * in the slot RemoteSlot renders, whose place the composition fills. The app hydrates it
 * (src/app/start-whole-app.tsx): the nodes on screen stay, so the largest paint is the one that came with the
 * HTML, and nothing flashes or moves.
 */
export function firstViewFrame(path: string, app: string): string {
  // A shell page's own HTML sits directly in <main>, as the app renders it: this renders to markers' shellPagePlaceholder.
  const page = app === 'shell' ? <template data-page-slot="" /> : <RemoteSlot id={`${app}/routes` as RemoteModuleId} kind="page" />;
  return renderToString(
    <RemoteLoaderContext value={firstViewLoader}>
      <MemoryRouter initialEntries={[path]}>
        <LayoutFrame shown>{page}</LayoutFrame>
      </MemoryRouter>
    </RemoteLoaderContext>,
    // The page in it is rendered apart, with ids of its own (shared/tooling/first-view.tsx).
    { identifierPrefix: 'layout-' },
  );
}

/**
 * The toasts' live region as the composed HTML holds it, in `#toasts` beside #root: there before
 * any toast, so screen readers know it when the first one comes (src/toasts/start-toaster.tsx).
 */
export const toasterHtml = (): string => renderToString(<SonnerToaster />);

/**
 * What stands in a composed page for a remote's part that could not be read (its server down): the
 * shell's fallback, whose Retry opens the page again. `page` for the route's own part, with the
 * page's h1; `section` for another app's fragment.
 */
export const remoteFallbackHtml = (kind: 'page' | 'section', retryHref: string): string =>
  renderToString(<RemoteFallback kind={kind} minHeight={kind === 'page' ? '100svh' : undefined} retry={{ href: retryHref }} />);
