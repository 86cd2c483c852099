import { detailMaxLength, type InterestDetails } from '../../lib/interest';

/** A field refused by the dialog or by the backend, and what was wrong with it. */
export interface DetailsFieldError {
  key: keyof InterestDetails;
  message: string;
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
 * The details dialog's optional fields, uncontrolled (the dialog reads them from the form). A refused
 * one is marked invalid and described by its message, shown under it.
 */
export function DetailsFields({ id, fieldError }: { id: string; fieldError: DetailsFieldError | null }) {
  const invalid = (key: keyof InterestDetails) =>
    fieldError?.key === key ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const errorText = (key: keyof InterestDetails) =>
    fieldError?.key === key ? (
      <p id={`${id}-${key}-error`} className="mt-2 text-sm font-medium text-red-800">
        {fieldError.message}
      </p>
    ) : null;

  return (
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
  );
}
