import { Button, emit, Island, type ButtonVariant } from 'shared';

/** Spec: booking buttons are a demonstration: a toast, and no network call. */
export function BookExperienceButton({ serviceId, label = 'Book This Experience', variant = 'outline-dark' }: { serviceId: string; label?: string; variant?: ButtonVariant }) {
  const book = () => {
    emit('booking/request', { id: serviceId });
    emit('toast', {
      title: 'Booking request sent',
      description: 'Our concierge will contact you to schedule your appointment.',
      variant: 'success',
    });
  };
  return (
    <Island load="visible">
      <Button variant={variant} onClick={book}>
        {label}
      </Button>
    </Island>
  );
}
