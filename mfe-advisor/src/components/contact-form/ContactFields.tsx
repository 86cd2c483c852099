import { defineMessages, useIntl, type MessageDescriptor } from 'shared';
import { ADDRESS_CHOICE_ATTRIBUTE } from 'shared/page-protocol';
import { EMAIL_PATTERN, interests } from '../../lib/contact';

/** A refused field is marked `aria-invalid` by the boot script (shared/src/boot/form-checks.ts), which the border follows. */
const inputClasses =
  'mt-2 block w-full border border-espresso/30 bg-ivory px-4 py-3 text-base text-espresso focus:border-espresso focus:outline-2 focus:outline-offset-2 focus:outline-gold-ink aria-[invalid=true]:border-red-800';

const labels = defineMessages({
  name: { id: 'advisor.contact-form.name', defaultMessage: 'Name' },
  email: { id: 'advisor.contact-form.email', defaultMessage: 'Email' },
  subject: { id: 'advisor.contact-form.subject', defaultMessage: 'Subject' },
  interest: { id: 'advisor.contact-form.interest', defaultMessage: 'Interest' },
  message: { id: 'advisor.contact-form.message', defaultMessage: 'Message' },
});

interface ContactFieldsProps {
  /** The form's id, which each field's id starts with. */
  id: string;
}

/**
 * The contact form's fields: name, email and subject, the interest, then the message. Their
 * constraints are their own attributes (`required`, the email's `pattern`), which the boot script
 * checks as the form is sent; the interest starts as the address asks (`?interest=`, the boot
 * script's address choices), else General Inquiry.
 */
export function ContactFields({ id }: ContactFieldsProps) {
  const intl = useIntl();
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2" {...{ [ADDRESS_CHOICE_ATTRIBUTE]: '' }}>
      <RequiredInput id={`${id}-name`} name="name" label={labels.name} type="text" autoComplete="name" />
      <RequiredInput id={`${id}-email`} name="email" label={labels.email} type="email" autoComplete="email" pattern={EMAIL_PATTERN} maxLength={254} />
      <RequiredInput id={`${id}-subject`} name="subject" label={labels.subject} type="text" autoComplete="off" />
      <div>
        <label htmlFor={`${id}-interest`} className="text-sm font-medium">
          {intl.formatMessage(labels.interest)}
        </label>
        <select id={`${id}-interest`} name="interest" defaultValue="general" className={inputClasses}>
          {interests.map((interest) => (
            <option key={interest.value} value={interest.value}>
              {intl.formatMessage(interest.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="md:col-span-2">
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          {/* One text with its space, as the label has always been written. */}
          {`${intl.formatMessage(labels.message)} `}
          <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          className={inputClasses}
        />
      </div>
    </div>
  );
}

interface RequiredInputProps {
  id: string;
  name: 'name' | 'email' | 'subject';
  label: MessageDescriptor;
  type: 'text' | 'email';
  autoComplete: string;
  pattern?: string;
  maxLength?: number;
}

/** One of the form's required one-line fields, its label marked with an asterisk. */
function RequiredInput({ id, name, label, type, autoComplete, pattern, maxLength }: RequiredInputProps) {
  const intl = useIntl();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {intl.formatMessage(label)} <span aria-hidden="true">*</span>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        pattern={pattern}
        maxLength={maxLength}
        className={inputClasses}
      />
    </div>
  );
}
