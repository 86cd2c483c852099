import { Button, defineIsland, type ButtonVariant } from 'shared';
import { requestBooking } from '../lib/booking-request';

export interface BookExperienceProps {
  serviceId: string;
  label: string;
  variant: ButtonVariant;
}

/** A service's booking button (a category page's services), an island: its toast is the shell's. */
export default defineIsland('catalogue/book-experience', BookExperience);

function BookExperience({ serviceId, label, variant }: BookExperienceProps) {
  return (
    <Button variant={variant} onClick={() => requestBooking(serviceId)}>
      {label}
    </Button>
  );
}
