import { brand } from 'shared';

/** Spec (section 3, Contact form): the interests, their values and labels; general is the default. */
export const interests = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'domain-purchase', label: 'Domain Purchase' },
  { value: 'partnership', label: 'Partnership Opportunity' },
  { value: 'investment', label: 'Investment Discussion' },
  { value: 'licensing', label: 'Licensing Opportunity' },
] as const;
/** Spec (sections 5 and 8): the form's messages, exactly. */
export const contactMessages = {
  missing: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  success: 'Thank you for your inquiry! We have sent you a confirmation email and will respond within 24 hours.',
  failure: `Sorry, there was an error sending your message. Please try again or contact us directly at ${brand.email.concierge}.`,
} as const;

/** A character an address holds: none of the spec's, nor an at-sign (escaped as the `v` flag asks). */
const ADDRESS_CHARACTER = '[^@\\s"\\(\\),:;<>\\[\\\\\\]]';
/**
 * The email field's `pattern`, which the boot script checks the trimmed value against as the form
 * is sent (shared/src/boot/form-checks.ts): the spec's rule (no spaces, one at-sign, a dot inside
 * the domain, none of `"(),:;<>[\\]`) as the HTML says it, with the field's `maxlength`. Its test
 * checks it against the backend's rule (supabase/functions/_shared/validation.ts) word for word.
 */
export const EMAIL_PATTERN = `${ADDRESS_CHARACTER}+@${ADDRESS_CHARACTER}${ADDRESS_CHARACTER}*\\.${ADDRESS_CHARACTER}*${ADDRESS_CHARACTER}`;
