import { toast, Toaster } from 'sonner';
import { useBusEvent } from 'shared';

/** Spec: notifications close by themselves after about 4 to 5 seconds. */
export const TOAST_DURATION_MS = 4500;

/** Shows every `toast` any app emits on the bus. Sonner announces each one in a polite live region. */
export function BusToaster() {
  useBusEvent('toast', ({ title, description, variant = 'default' }) => {
    const options = { description, duration: TOAST_DURATION_MS };
    if (variant === 'destructive') toast.error(title, options);
    else if (variant === 'success') toast.success(title, options);
    else toast(title, options);
  });
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
