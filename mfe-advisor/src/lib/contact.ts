import { brand, defineMessages, intlFor, SOURCE_LOCALE, type IntlShape } from 'shared';

const labels = defineMessages({
  general: { id: 'advisor.contact-form.interest.general', defaultMessage: 'General Inquiry' },
  domainPurchase: { id: 'advisor.contact-form.interest.domain-purchase', defaultMessage: 'Domain Purchase' },
  partnership: { id: 'advisor.contact-form.interest.partnership', defaultMessage: 'Partnership Opportunity' },
  investment: { id: 'advisor.contact-form.interest.investment', defaultMessage: 'Investment Discussion' },
  licensing: { id: 'advisor.contact-form.interest.licensing', defaultMessage: 'Licensing Opportunity' },
});

/** Spec (section 3, Contact form): the interests, their values and labels; general is the default. */
export const interests = [
  { value: 'general', label: labels.general },
  { value: 'domain-purchase', label: labels.domainPurchase },
  { value: 'partnership', label: labels.partnership },
  { value: 'investment', label: labels.investment },
  { value: 'licensing', label: labels.licensing },
] as const;

const messages = defineMessages({
  missing: { id: 'advisor.contact-form.missing', defaultMessage: 'Please fill in all required fields.' },
  invalidEmail: { id: 'advisor.contact-form.invalid-email', defaultMessage: 'Please enter a valid email address.' },
  success: { id: 'advisor.contact-form.success', defaultMessage: 'Thank you for your inquiry! We have sent you a confirmation email and will respond within 24 hours.' },
  failure: { id: 'advisor.contact-form.failure', defaultMessage: 'Sorry, there was an error sending your message. Please try again or contact us directly at {email}.' },
});

/** Spec (sections 5 and 8): the form's messages, exactly, in the language of `intl`. */
export const contactMessagesIn = (intl: IntlShape) => ({
  missing: intl.formatMessage(messages.missing),
  invalidEmail: intl.formatMessage(messages.invalidEmail),
  success: intl.formatMessage(messages.success),
  failure: intl.formatMessage(messages.failure, { email: brand.email.concierge }),
});

/** Spec (sections 5 and 8): the form's messages, exactly (in English). */
export const contactMessages = contactMessagesIn(intlFor(SOURCE_LOCALE));

/** A character an address holds: none of the spec's, nor an at-sign (escaped as the `v` flag asks). */
const ADDRESS_CHARACTER = '[^@\\s"\\(\\),:;<>\\[\\\\\\]]';
/**
 * The email field's `pattern`, which the boot script checks the trimmed value against as the form
 * is sent (shared/src/boot/form-checks.ts): the spec's rule (no spaces, one at-sign, a dot inside
 * the domain, none of `"(),:;<>[\\]`) as the HTML says it, with the field's `maxlength`. Its test
 * checks it against the backend's rule (supabase/functions/_shared/validation.ts) word for word.
 */
export const EMAIL_PATTERN = `${ADDRESS_CHARACTER}+@${ADDRESS_CHARACTER}${ADDRESS_CHARACTER}*\\.${ADDRESS_CHARACTER}*${ADDRESS_CHARACTER}`;
