import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, emit } from 'shared';
import { detailMaxLength, detailsFromForm, interestToasts, updateInterestDetails, type InterestDetails } from '../lib/interest';

interface DetailsDialogProps {
  /** The one-time token of the registration; the dialog is open while there is one. */
  token: string | null;
  onClose: () => void;
  /** Where focus goes when it closes (it opens by itself, so there is no trigger to go back to). */
  returnFocus: HTMLElement | null;
}

const fields: { key: keyof InterestDetails; label: string; type?: string; autoComplete: string }[] = [
  { key: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { key: 'phoneNumber', label: 'Phone Number', type: 'tel', autoComplete: 'tel' },
  { key: 'companyName', label: 'Company Name', autoComplete: 'organization' },
  { key: 'companyPosition', label: 'Position at Company', autoComplete: 'organization-title' },
  { key: 'companyWebsite', label: 'Website', type: 'url', autoComplete: 'url' },
];

/**
 * Spec: after a registration, a modal titled Thank You for Your Interest with an optional details
 * form. The platform's modal `<dialog>`: the page behind it is inert, Escape closes it, and so does a
 * click on its backdrop. A failed update keeps it open with what was typed; closed, it is unmounted,
 * so it opens empty.
 */
export function DetailsDialog({ token, onClose, returnFocus }: DetailsDialogProps) {
  return token === null ? null : <OpenDetailsDialog token={token} onClose={onClose} returnFocus={returnFocus} />;
}

function OpenDetailsDialog({ token, onClose, returnFocus }: DetailsDialogProps & { token: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [saving, setSaving] = useState(false);
  /** A field the backend refused (too long), marked on the field with its message until the next try. */
  const [fieldError, setFieldError] = useState<{ key: keyof InterestDetails; message: string } | null>(null);
  const id = useId();
  const invalid = (key: keyof InterestDetails) =>
    fieldError?.key === key ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const errorText = (key: keyof InterestDetails) =>
    fieldError?.key === key ? (
      <p id={`${id}-${key}-error`} className="mt-2 text-sm font-medium text-red-800">
        {fieldError.message}
      </p>
    ) : null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => {
      element.close();
      returnFocus?.focus();
    };
    // Opened once, when it mounts; the button to return to is the one it opened after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // From the fields, as every form of this remote: no state mirrors what is typed.
    const details = detailsFromForm(new FormData(event.currentTarget));
    setSaving(true);
    setFieldError(null);
    const form = event.currentTarget;
    const update = await updateInterestDetails(token, details);
    setSaving(false);
    if (update.ok) {
      emit('toast', interestToasts.updated);
      onClose();
    } else {
      emit('toast', interestToasts.updateFailed);
      if (update.field && update.message) {
        setFieldError({ key: update.field, message: update.message });
        (form.elements.namedItem(update.field) as HTMLElement | null)?.focus();
      }
    }
  };

  return (
    <dialog
      ref={dialog}
      data-details=""
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      // Escape: closed by its owner, which unmounts it, rather than by the browser alone.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the dialog itself, not its content, is a click on the backdrop.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto max-h-[calc(100svh-2rem)] w-[calc(100vw-2rem)] max-w-2xl bg-ivory p-0 text-espresso shadow-2xl backdrop:bg-espresso/70 backdrop:backdrop-blur-sm"
    >
      <div className="relative p-6 sm:p-10">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center text-taupe hover:text-espresso"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2 id={`${id}-title`} className="font-display text-3xl leading-tight md:text-4xl">
          Thank You for Your Interest
        </h2>
        <p id={`${id}-description`} className="mt-3 leading-relaxed text-taupe">
          Tell us a little more, if you wish: every field is optional, and it helps our acquisitions team prepare your conversation.
        </p>
        <form onSubmit={onSubmit} className="mt-8">
          <div className="grid gap-5 sm:grid-cols-2">
            {fields.map((field) => (
              <div key={field.key}>
                <label htmlFor={`${id}-${field.key}`} className="text-sm font-medium">
                  {field.label}
                </label>
                <input
                  id={`${id}-${field.key}`}
                  name={field.key}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  maxLength={detailMaxLength(field.key)}
                  {...invalid(field.key)}
                  className="mt-2 block w-full border border-espresso/30 bg-ivory px-4 py-3 text-base focus:border-espresso focus:outline-2 focus:outline-offset-2 focus:outline-gold-ink"
                />
                {errorText(field.key)}
              </div>
            ))}
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-notes`} className="text-sm font-medium">
                Additional Notes
              </label>
              <textarea
                id={`${id}-notes`}
                name="extraNotes"
                rows={4}
                maxLength={detailMaxLength('extraNotes')}
                {...invalid('extraNotes')}
                className="mt-2 block w-full border border-espresso/30 bg-ivory px-4 py-3 text-base focus:border-espresso focus:outline-2 focus:outline-offset-2 focus:outline-gold-ink"
              />
              {errorText('extraNotes')}
            </div>
          </div>
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline-dark" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Updating...' : 'Update Information'}
            </Button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
