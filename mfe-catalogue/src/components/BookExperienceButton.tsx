import { Island, type ButtonVariant } from 'shared';
import bookExperience from '../islands/book-experience';

/** A service's booking button, hydrated alone when it comes near (../islands/book-experience.tsx). */
export function BookExperienceButton({ serviceId, label = 'Book This Experience', variant = 'outline-dark' }: { serviceId: string; label?: string; variant?: ButtonVariant }) {
  return <Island load="visible" of={bookExperience} props={{ serviceId, label, variant }} />;
}
