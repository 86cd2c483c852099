import { Button, defineMessages, useIntl, type ButtonVariant } from 'shared';
import { TOAST_DESCRIPTION_ATTRIBUTE, TOAST_TITLE_ATTRIBUTE } from 'shared/page-protocol';

const messages = defineMessages({
  toastTitle: { id: 'catalogue.booking.toast-title', defaultMessage: 'Booking request sent' },
  toastDescription: { id: 'catalogue.booking.toast-description', defaultMessage: 'Our concierge will contact you to schedule your appointment.' },
  bookExperience: { id: 'catalogue.booking.book-experience', defaultMessage: 'Book This Experience' },
});

/** Spec: a booking request is a demonstration, a toast and no call. */
export const BOOKING_TOAST = { title: messages.toastTitle.defaultMessage as string, description: messages.toastDescription.defaultMessage as string } as const;

/** A service's booking button: the toast it declares is shown by the boot script (shared/src/boot/toasts.ts). */
export function BookExperienceButton({ label, variant = 'outline-dark' }: { label?: string; variant?: ButtonVariant }) {
  const intl = useIntl();
  return (
    <Button variant={variant} {...{ [TOAST_TITLE_ATTRIBUTE]: intl.formatMessage(messages.toastTitle), [TOAST_DESCRIPTION_ATTRIBUTE]: intl.formatMessage(messages.toastDescription) }}>
      {label ?? intl.formatMessage(messages.bookExperience)}
    </Button>
  );
}
