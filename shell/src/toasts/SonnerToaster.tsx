import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import type { BusEvents } from 'shared';

/** Spec: notifications close by themselves after about 4 to 5 seconds. */
export const TOAST_DURATION_MS = 4500;

let markMounted: () => void = () => {};
/** Sonner drops a toast raised before its Toaster listens: wait for this. */
export const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Sonner's toaster in the house style. Its polite live region is the one the composed HTML already has. */
export function SonnerToaster() {
  useEffect(() => markMounted(), []);
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: 'flex w-full items-start gap-3 border border-gold/40 bg-espresso p-5 text-ivory shadow-soft md:w-[22rem]',
          title: 'font-display text-lg leading-snug',
          description: 'mt-1 text-sm text-mist',
          error: 'border-rose',
          closeButton: 'text-mist hover:text-gold',
        },
      }}
    />
  );
}

export function showToast({ title, description, variant = 'default' }: BusEvents['toast']) {
  const options = { description, duration: TOAST_DURATION_MS };
  if (variant === 'destructive') toast.error(title, options);
  else if (variant === 'success') toast.success(title, options);
  else toast(title, options);
}
