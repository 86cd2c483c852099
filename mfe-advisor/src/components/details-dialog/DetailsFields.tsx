import { defineMessages, useIntl, type MessageDescriptor } from 'shared';
import { detailMaxLength, type InterestDetails } from '../../lib/interest';

/** A field refused by the dialog or by the backend, and what was wrong with it. */
export interface DetailsFieldError {
  key: keyof InterestDetails;
  message: string;
}

/** Each field's label, which its messages name it by too. */
export const labels = defineMessages({
  firstName: { id: 'advisor.details.first-name', defaultMessage: 'First Name' },
  lastName: { id: 'advisor.details.last-name', defaultMessage: 'Last Name' },
  phoneNumber: { id: 'advisor.details.phone-number', defaultMessage: 'Phone Number' },
  companyName: { id: 'advisor.details.company-name', defaultMessage: 'Company Name' },
  companyPosition: { id: 'advisor.details.company-position', defaultMessage: 'Position at Company' },
  companyWebsite: { id: 'advisor.details.company-website', defaultMessage: 'Website' },
  extraNotes: { id: 'advisor.details.extra-notes', defaultMessage: 'Additional Notes' },
});

const fields: { key: keyof InterestDetails; label: MessageDescriptor; type?: string; autoComplete: string }[] = [
  { key: 'firstName', label: labels.firstName, autoComplete: 'given-name' },
  { key: 'lastName', label: labels.lastName, autoComplete: 'family-name' },
  { key: 'phoneNumber', label: labels.phoneNumber, type: 'tel', autoComplete: 'tel' },
  { key: 'companyName', label: labels.companyName, autoComplete: 'organization' },
  { key: 'companyPosition', label: labels.companyPosition, autoComplete: 'organization-title' },
  { key: 'companyWebsite', label: labels.companyWebsite, type: 'url', autoComplete: 'url' },
];

/**
 * The details dialog's optional fields, uncontrolled (the dialog reads them from the form). A refused
 * one is marked invalid and described by its message, shown under it.
 */
export function DetailsFields({ id, fieldError }: { id: string; fieldError: DetailsFieldError | null }) {
  const intl = useIntl();
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
            {intl.formatMessage(field.label)}
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
          {intl.formatMessage(labels.extraNotes)}
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
