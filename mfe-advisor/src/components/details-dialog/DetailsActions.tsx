import * as Dialog from '@radix-ui/react-dialog';
import { Button } from 'shared';

/** The details dialog's actions: Cancel closes it, the other sends the details (disabled while they are sent). */
export function DetailsActions({ saving }: { saving: boolean }) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="outline-dark">Cancel</Button>
      </Dialog.Close>
      <Button type="submit" disabled={saving}>
        {saving ? 'Updating...' : 'Update Information'}
      </Button>
    </div>
  );
}
