import { brand } from 'shared';
import { backendModule } from './backend-module';

/** Spec (section 3, Contact form): the interests, their values and labels; general is the default. */
export const interests = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'domain-purchase', label: 'Domain Purchase' },
  { value: 'partnership', label: 'Partnership Opportunity' },
  { value: 'investment', label: 'Investment Discussion' },
  { value: 'licensing', label: 'Licensing Opportunity' },
] as const;
export type Interest = (typeof interests)[number]['value'];

export const isInterest = (value: string | null): value is Interest => interests.some((interest) => interest.value === value);

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  interest: Interest;
}

/** Spec (sections 5 and 8): the form's messages, exactly. */
export const contactMessages = {
  missing: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  success: 'Thank you for your inquiry! We have sent you a confirmation email and will respond within 24 hours.',
  failure: `Sorry, there was an error sending your message. Please try again or contact us directly at ${brand.email.concierge}.`,
} as const;

/** Spec: the fields marked *. All four are text the visitor types. */
export const requiredContactFields = ['name', 'email', 'subject', 'message'] as const;

/** The form's fields as submitted (unknown interests fall back to the default). */
export function contactFromForm(data: FormData): ContactInput {
  const text = (field: (typeof requiredContactFields)[number]) => String(data.get(field) ?? '');
  const interest = String(data.get('interest') ?? '');
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message'), interest: isInterest(interest) ? interest : 'general' };
}

/** A character an address holds: none of the spec's, nor an at-sign (escaped as the `v` flag asks). */
const ADDRESS_CHARACTER = '[^@\\s"\\(\\),:;<>\\[\\\\\\]]';
/**
 * The email field's `pattern`, which the boot script checks the trimmed value against as the form
 * is sent (shared/src/boot/form-checks.ts): the spec's rule (no spaces, one at-sign, a dot inside
 * the domain, none of `"(),:;<>[\\]`) as the HTML says it, with the field's `maxlength`. Its test
 * checks it against the backend's rule (supabase/functions/_shared/validation.ts) word for word.
 */
export const EMAIL_PATTERN = `${ADDRESS_CHARACTER}+@${ADDRESS_CHARACTER}${ADDRESS_CHARACTER}*\\.${ADDRESS_CHARACTER}*${ADDRESS_CHARACTER}`;

export type SendResult = { ok: true } | { ok: false; message: string };

/**
 * Sends the enquiry to the `contact` edge function (which stores it first, then emails). The
 * Supabase client is loaded with the first send, so the page itself does not carry it.
 */
export async function sendContact(input: ContactInput, sourceUrl: string): Promise<SendResult> {
  try {
    const { backend } = await backendModule.start();
    const { error } = await backend().functions.invoke('contact', {
      body: { name: input.name.trim(), email: input.email.trim(), subject: input.subject.trim(), message: input.message.trim(), interest: input.interest, sourceUrl },
    });
    if (!error) return { ok: true };
    const response = (error as { context?: unknown }).context;
    if (response instanceof Response && (response.status === 400 || response.status === 429)) {
      const body = (await response.json().catch(() => null)) as { error?: string; code?: string; fields?: Record<string, string> } | null;
      const known = Object.values(body?.fields ?? {}).find((message) => message === contactMessages.missing || message === contactMessages.invalidEmail);
      if (known) return { ok: false, message: known };
      // A character the backend cannot store (a NUL, half of an emoji): its own words say what to do.
      const unstorable = body?.code === 'invalid-text' ? Object.values(body.fields ?? {})[0] : undefined;
      if (unstorable) return { ok: false, message: unstorable };
      if (response.status === 429 && body?.error) return { ok: false, message: body.error };
    }
    return { ok: false, message: contactMessages.failure };
  } catch {
    return { ok: false, message: contactMessages.failure };
  }
}
