import type { RefObject } from 'react';
import { interests, type ContactInput } from '../../lib/contact';

const inputClasses = (invalid: boolean) =>
  `mt-2 block w-full border bg-ivory px-4 py-3 text-base text-espresso focus:border-espresso focus:outline-2 focus:outline-offset-2 focus:outline-gold-ink ${invalid ? 'border-red-800' : 'border-espresso/30'}`;

interface ContactFieldsProps {
  /** The form's id, which each field's id starts with. */
  id: string;
  /** The id of the form's status message, which describes a refused field. */
  statusId: string;
  invalidFields: readonly (keyof ContactInput)[];
  interestField: RefObject<HTMLSelectElement | null>;
  firstInterest: string;
}

/**
 * The contact form's fields, uncontrolled (the form reads them when it is sent): name, email and
 * subject, the interest, then the message. A refused one is marked and described by the status message.
 */
export function ContactFields({ id, statusId, invalidFields, interestField, firstInterest }: ContactFieldsProps) {
  const invalid = (field: keyof ContactInput) => invalidFields.includes(field);

  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <RequiredInput id={`${id}-name`} name="name" label="Name" type="text" autoComplete="name" invalid={invalid('name')} statusId={statusId} />
      <RequiredInput id={`${id}-email`} name="email" label="Email" type="email" autoComplete="email" invalid={invalid('email')} statusId={statusId} />
      <RequiredInput id={`${id}-subject`} name="subject" label="Subject" type="text" autoComplete="off" invalid={invalid('subject')} statusId={statusId} />
      <div>
        <label htmlFor={`${id}-interest`} className="text-sm font-medium">
          Interest
        </label>
        <select ref={interestField} id={`${id}-interest`} name="interest" defaultValue={firstInterest} className={inputClasses(false)}>
          {interests.map((interest) => (
            <option key={interest.value} value={interest.value}>
              {interest.label}
            </option>
          ))}
        </select>
      </div>
      <div className="md:col-span-2">
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          Message <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          aria-invalid={invalid('message') || undefined}
          aria-describedby={invalid('message') ? statusId : undefined}
          className={inputClasses(invalid('message'))}
        />
      </div>
    </div>
  );
}

interface RequiredInputProps {
  id: string;
  name: 'name' | 'email' | 'subject';
  label: string;
  type: 'text' | 'email';
  autoComplete: string;
  invalid: boolean;
  statusId: string;
}

/** One of the form's required one-line fields, its label marked with an asterisk. */
function RequiredInput({ id, name, label, type, autoComplete, invalid, statusId }: RequiredInputProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? statusId : undefined}
        className={inputClasses(invalid)}
      />
    </div>
  );
}
