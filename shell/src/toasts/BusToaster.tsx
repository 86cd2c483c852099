import { Suspense } from 'react';
import { later, untilInteraction, useBusEvent, useLater } from 'shared';

/**
 * Sonner (about 10 KB compressed) is not part of the first view: every toast answers something the
 * visitor did. It loads at the visitor's first interaction, or with the first toast if one comes
 * sooner. Until then its live region from the composed HTML stays on the page, so screen readers
 * already know it when the first toast is added to it.
 */
export const sonner = later(() => import('./SonnerToaster'));
if (typeof window !== 'undefined') void untilInteraction().then(() => sonner.start().catch(() => undefined));

function Toaster() {
  // Waits for the load without starting it: rendering the toaster is not a reason to fetch it.
  const { SonnerToaster } = useLater(sonner, { start: false });
  return <SonnerToaster />;
}

/** Shows every `toast` any app emits on the bus. Sonner announces each one in a polite live region. */
export function BusToaster() {
  useBusEvent('toast', (event) => {
    void sonner.start().then(
      async ({ showToast, toasterMounted }) => {
        await toasterMounted;
        showToast(event);
      },
      (error: unknown) => console.warn('[toasts] the toaster could not be loaded', error),
    );
  });
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
