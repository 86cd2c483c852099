import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, emit, isWebAddress, useIntl, type IntlShape } from 'shared';
import { detailMaxLength, detailsFromForm, interestToastsIn, updateInterestDetails, type InterestDetails } from '../lib/interest';
import { DetailsActions } from './details-dialog/DetailsActions';
import { DetailsFields, labels, type DetailsFieldError } from './details-dialog/DetailsFields';

const messages = defineMessages({
  close: { id: 'advisor.details.close', defaultMessage: 'Close' },
  title: { id: 'advisor.details.title', defaultMessage: 'Thank You for Your Interest' },
  description: {
    id: 'advisor.details.description',
    defaultMessage: 'Tell us a little more, if you wish: every field is optional, and it helps our acquisitions team prepare your conversation.',
  },
  // shared's WEB_ADDRESS_REQUIRED, the words the database refuses such an address with too.
  websiteRequired: { id: 'advisor.details.website-required', defaultMessage: 'Website: enter an address that starts with https:// or http://.' },
  tooLong: { id: 'advisor.details.too-long', defaultMessage: '{field}: at most {max, number} characters.' },
});

/** Why the backend refused a field, in the page's language: a website that is no web address, else too long for its column. */
function refusedFieldMessage(intl: IntlShape, field: keyof InterestDetails, details: InterestDetails): string {
  const max = detailMaxLength(field);
  if (field === 'companyWebsite' && details[field].length <= max) return intl.formatMessage(messages.websiteRequired);
  return intl.formatMessage(messages.tooLong, { field: intl.formatMessage(labels[field]), max });
}

interface DetailsDialogProps {
  /** The one-time token of the registration; the dialog is open while there is one. */
  token: string | null;
  onClose: () => void;
  /** Where the dialog renders: inside the remote's slot, so the remote's scoped styles reach it. */
  container: HTMLElement | null;
  /** Where focus goes when it closes (it opens by itself, so there is no trigger to go back to). */
  returnFocus: HTMLElement | null;
}

/**
 * Spec: after a registration, a modal titled Thank You for Your Interest with an optional details
 * form. Radix's dialog traps focus, closes on Escape and gives focus back when it closes. A failed
 * update keeps it open with what was typed; closed, its form is unmounted, so it opens empty.
 */
export function DetailsDialog({ token, onClose, container, returnFocus }: DetailsDialogProps) {
  const intl = useIntl();
  const { saving, fieldError, onSubmit } = useDetailsUpdate(token, onClose, intl);
  const id = useId();

  return (
    <Dialog.Root open={token !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-espresso/70 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[71] max-h-[calc(100svh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-ivory p-6 text-espresso shadow-2xl sm:p-10">
          <Dialog.Close aria-label={intl.formatMessage(messages.close)} className="absolute top-3 right-3 inline-flex size-11 items-center justify-center text-taupe hover:text-espresso">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <Dialog.Title className="font-display text-3xl leading-tight md:text-4xl">{intl.formatMessage(messages.title)}</Dialog.Title>
          <Dialog.Description className="mt-3 leading-relaxed text-taupe">
            {intl.formatMessage(messages.description)}
          </Dialog.Description>
          <form onSubmit={onSubmit} className="mt-8">
            <DetailsFields id={id} fieldError={fieldError} />
            <DetailsActions saving={saving} />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Sends the dialog's details with the registration's token; closes the dialog once they are saved.
 * A field the backend refuses is marked with the backend's own words.
 */
function useDetailsUpdate(token: string | null, onClose: () => void, intl: IntlShape) {
  const [saving, setSaving] = useState(false);
  /** A field refused here or by the backend, marked on the field with its message until the next try. */
  const [fieldError, setFieldError] = useState<DetailsFieldError | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || saving) return;
    // From the fields, as every form of this remote: no state mirrors what is typed.
    const details = detailsFromForm(new FormData(event.currentTarget));
    const form = event.currentTarget;
    // type="url" lets javascript: and data: through; the site keeps http(s) addresses only.
    if (details.companyWebsite && !isWebAddress(details.companyWebsite)) {
      setFieldError({ key: 'companyWebsite', message: intl.formatMessage(messages.websiteRequired) });
      (form.elements.namedItem('companyWebsite') as HTMLElement | null)?.focus();
      return;
    }
    setSaving(true);
    setFieldError(null);
    const update = await updateInterestDetails(token, details);
    setSaving(false);
    if (update.ok) {
      emit('toast', interestToastsIn(intl).updated);
      onClose();
    } else {
      emit('toast', interestToastsIn(intl).updateFailed);
      if (update.field) {
        setFieldError({ key: update.field, message: refusedFieldMessage(intl, update.field, details) });
        (form.elements.namedItem(update.field) as HTMLElement | null)?.focus();
      }
    }
  };

  return { saving, fieldError, onSubmit };
}
