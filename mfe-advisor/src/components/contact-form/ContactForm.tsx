import { useId } from 'react';
import { Button, defineMessages, useIntl } from 'shared';
import {
  BUSY_LABEL_ATTRIBUTE,
  FORM_FAILED_MESSAGE_ATTRIBUTE,
  FORM_MISMATCH_MESSAGE_ATTRIBUTE,
  FORM_MISSING_MESSAGE_ATTRIBUTE,
  FORM_SEND_KEY_ATTRIBUTE,
  FORM_SEND_TO_ATTRIBUTE,
  FORM_SENT_EVENT_ATTRIBUTE,
  FORM_SENT_EVENT_FIELDS_ATTRIBUTE,
  FORM_SENT_MESSAGE_ATTRIBUTE,
} from 'shared/page-protocol';
import { backendAnonKey, functionUrl } from '../../lib/backend-address';
import { contactMessagesIn } from '../../lib/contact';
import { ContactFields } from './ContactFields';
import { StatusMessage } from './StatusMessage';

const messages = defineMessages({
  title: { id: 'advisor.contact-form.title', defaultMessage: 'Send a message' },
  required: { id: 'advisor.contact-form.required', defaultMessage: 'Fields marked * are required.' },
  sending: { id: 'advisor.contact-form.sending', defaultMessage: 'Sending...' },
  send: { id: 'advisor.contact-form.send', defaultMessage: 'Send Message' },
});

/**
 * What the form declares for the boot script: its words (in the page's language), where it sends,
 * and what a sending counts as. A refusal from the backend is shown in the backend's own words.
 */
const declaredIn = (words: ReturnType<typeof contactMessagesIn>) => ({
  [FORM_MISSING_MESSAGE_ATTRIBUTE]: words.missing,
  [FORM_MISMATCH_MESSAGE_ATTRIBUTE]: words.invalidEmail,
  [FORM_SEND_TO_ATTRIBUTE]: functionUrl('contact'),
  [FORM_SEND_KEY_ATTRIBUTE]: backendAnonKey,
  [FORM_SENT_MESSAGE_ATTRIBUTE]: words.success,
  [FORM_FAILED_MESSAGE_ATTRIBUTE]: words.failure,
  [FORM_SENT_EVENT_ATTRIBUTE]: 'contact_submitted',
  [FORM_SENT_EVENT_FIELDS_ATTRIBUTE]: 'interest',
});

/**
 * /contact's message form, HTML the boot script sends (shared/src/boot/form-sending.ts) once its
 * fields pass their checks (shared/src/boot/form-checks.ts): no code of the page's own, so a
 * message typed and sent at once is sent at once, and a lead never waits on the page's code.
 * `method="post"`: with no script at all, what was typed never goes into an address.
 */
export function ContactForm() {
  const id = useId();
  const intl = useIntl();
  return (
    <form method="post" noValidate aria-labelledby={`${id}-form`} {...declaredIn(contactMessagesIn(intl))} className="bg-ivory-deep p-6 sm:p-10">
      <h2 id={`${id}-form`} className="font-display text-3xl">
        {intl.formatMessage(messages.title)}
      </h2>
      <p className="mt-2 text-sm text-taupe">{intl.formatMessage(messages.required)}</p>
      <ContactFields id={id} />
      <StatusMessage id={`${id}-status`} />
      <Button type="submit" className="mt-4" {...{ [BUSY_LABEL_ATTRIBUTE]: intl.formatMessage(messages.sending) }}>
        {intl.formatMessage(messages.send)}
      </Button>
    </form>
  );
}
