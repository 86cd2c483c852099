import { Suspense } from 'react';
import { untilInteraction, useBusEvent } from 'shared';
import { deferredComponent } from '../lib/deferred';

const loadSonner = () => import('./SonnerToaster');
let requested: () => void = () => {};
/** Sonner loads at the visitor's first interaction, or with the first toast if one comes sooner. */
const needed = Promise.race([untilInteraction(), new Promise<void>((resolve) => (requested = resolve))]);

/**
 * Sonner (about 10 KB compressed) is not part of the first view: every toast answers something the
 * visitor did. Until it loads, its live region from the composed HTML stays on the page, so screen
 * readers already know it when the first toast is added to it.
 */
export const deferredToaster = deferredComponent(() => needed.then(() => loadSonner().then((module) => module.SonnerToaster)));

/** Shows every `toast` any app emits on the bus. Sonner announces each one in a polite live region. */
export function BusToaster() {
  useBusEvent('toast', (event) => {
    requested();
    void deferredToaster
      .preload()
      .then(loadSonner)
      .then(async ({ showToast, toasterMounted }) => {
        await toasterMounted;
        showToast(event);
      });
  });
  return (
    <Suspense fallback={null}>
      <deferredToaster.Component />
    </Suspense>
  );
}
