/**
 * The site's toasts, their own React root in `#toasts` (beside `#root` in index.html), whoever
 * raises them: an island hydrated alone (Add to Cart, a form) or the whole app. Every part emits a
 * `toast` on the bus and the shell's entry shows it; no part needs the whole app for its toasts.
 *
 * Sonner (about 10 KB compressed) is fetched for the first toast, never before: every toast
 * answers something the visitor did, and most visits raise none. Until then the live region the
 * composed HTML holds stays on the page (the server writes it: shell/server/compose/first-view.ts),
 * so screen readers already know it when the first toast is added to it; the toaster's root then
 * adopts that region rather than replace it.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { subscribe } from 'shared';
import { TOASTER_ID } from '../first-view/markers';
import type * as ToasterModule from './SonnerToaster';

type Toaster = typeof ToasterModule;

/** Shows every `toast` from now on, starting the toaster with the first one. Returns the unsubscribe function. */
export function startToaster(doc: Document, load: () => Promise<Toaster> = () => import('./SonnerToaster')): () => void {
  let toaster: Promise<Toaster> | undefined;
  const start = async () => {
    const module = await load();
    const element = doc.getElementById(TOASTER_ID);
    if (!element) throw new Error(`#${TOASTER_ID} is missing from index.html`);
    const toasts = (
      <StrictMode>
        <module.SonnerToaster />
      </StrictMode>
    );
    // The composed page's live region is adopted as it is; a page without one gets it now.
    if (element.firstElementChild) hydrateRoot(element, toasts, { onRecoverableError: (error) => console.warn('[toasts] rendered afresh where the composed HTML differed:', error) });
    else createRoot(element).render(toasts);
    await module.toasterMounted;
    return module;
  };
  return subscribe('toast', (event) => {
    toaster ??= start();
    toaster.then(
      ({ showToast }) => showToast(event),
      (error: unknown) => {
        // The next toast tries again.
        toaster = undefined;
        console.warn('[toasts] the toaster could not be loaded', error);
      },
    );
  });
}
