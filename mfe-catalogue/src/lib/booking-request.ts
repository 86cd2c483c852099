import { emit } from 'shared';

/** Spec: booking buttons are a demonstration: a toast, and no network call. */
export function requestBooking(serviceId: string): void {
  emit('booking/request', { id: serviceId });
  emit('toast', {
    title: 'Booking request sent',
    description: 'Our concierge will contact you to schedule your appointment.',
    variant: 'success',
  });
}
