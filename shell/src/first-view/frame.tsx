import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared';
import { LayoutFrame } from '../layout/Layout';
import { BusToaster, deferredToaster } from '../toasts/BusToaster';

/** Where a shell page's own HTML goes: it sits directly in <main>, as the app renders it. */
const PAGE_SLOT = '<template data-page-slot=""></template>';

// renderToString cannot wait for a part whose code loads later (it would write nothing there):
// the part deferred in the browser (the toaster) is loaded before any first view.
await deferredToaster.preload();

/**
 * The composed HTML's first view of a route, rendered in Node: the layout exactly as the app
 * renders it (src/layout/Layout.tsx) around the page, which is the shell's own or the remote's
 * static HTML (each app renders its pages: shared/build/first-view.tsx) in the element RemoteSlot
 * puts a remote in. The app hydrates it (src/main.tsx): the nodes on screen stay, so the largest
 * paint is the one that came with the HTML, and nothing flashes or moves.
 */
export function firstViewFrame(path: string, pageHtml: string, app: string): string {
  const page =
    app === 'shell' ? <template data-page-slot="" /> : <div data-remote={app} className="contents" dangerouslySetInnerHTML={{ __html: pageHtml }} />;
  const frame = renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LayoutFrame shown>{page}</LayoutFrame>
      <BusToaster />
    </MemoryRouter>,
  );
  return app === 'shell' ? frame.replace(PAGE_SLOT, () => pageHtml) : frame;
}
