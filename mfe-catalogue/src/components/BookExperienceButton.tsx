import { Button, type ButtonVariant } from 'shared';
import { TOAST_DESCRIPTION_ATTRIBUTE, TOAST_TITLE_ATTRIBUTE } from 'shared/page-protocol';

/** Spec: a booking request is a demonstration, a toast and no call. */
export const BOOKING_TOAST = { title: 'Booking request sent', description: 'Our concierge will contact you to schedule your appointment.' } as const;

/** A service's booking button: the toast it declares is shown by the boot script (shared/src/boot/toasts.ts). */
export function BookExperienceButton({ label = 'Book This Experience', variant = 'outline-dark' }: { label?: string; variant?: ButtonVariant }) {
  return (
    <Button variant={variant} {...{ [TOAST_TITLE_ATTRIBUTE]: BOOKING_TOAST.title, [TOAST_DESCRIPTION_ATTRIBUTE]: BOOKING_TOAST.description }}>
      {label}
    </Button>
  );
}
