import * as Dialog from '@radix-ui/react-dialog';
import { Button, defineMessages, useIntl } from 'shared';

const messages = defineMessages({
  cancel: { id: 'advisor.details.cancel', defaultMessage: 'Cancel' },
  updating: { id: 'advisor.details.updating', defaultMessage: 'Updating...' },
  update: { id: 'advisor.details.update', defaultMessage: 'Update Information' },
});

/** The details dialog's actions: Cancel closes it, the other sends the details (disabled while they are sent). */
export function DetailsActions({ saving }: { saving: boolean }) {
  const intl = useIntl();
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="outline-dark">{intl.formatMessage(messages.cancel)}</Button>
      </Dialog.Close>
      <Button type="submit" disabled={saving}>
        {intl.formatMessage(saving ? messages.updating : messages.update)}
      </Button>
    </div>
  );
}
