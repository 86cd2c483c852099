import { isWebAddress } from 'shared/lead-details';
import { z } from 'zod';
import { CONTACT_WORDS, type ContactWords } from './contact-words.ts';

/** Spec (section 5): the contact form's messages, in English (./contact-words.ts holds them in every language). */
export const MISSING_FIELDS = CONTACT_WORDS.en.missingFields;
export const INVALID_EMAIL = CONTACT_WORDS.en.invalidEmail;

/**
 * Spec: no spaces, one at-sign, a dot inside the domain (and none of `"(),:;<>[\\]`, which an
 * address cannot hold unquoted). Checked in linear time, length first: the
 * pattern it replaces (/^[^\s@]+@[^\s@]+\.[^\s@]+$/) backtracked, and a crafted 16 KB address cost
 * about 200 ms a request. The database checks the stored form again (public.is_basic_email).
 */
export function isBasicEmail(value: string): boolean {
  if (value.length < 3 || value.length > 254 || /[\s"(),:;<>[\\\]]/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  return value.slice(at + 2, -1).includes('.');
}

export const UNSTORABLE_TEXT = CONTACT_WORDS.en.unstorableText;

/** Whether a refusal's words are the unstorable text's, in any language. */
export const isUnstorableRefusal = (message: string) => Object.values(CONTACT_WORDS).some((words) => words.unstorableText === message);

/**
 * Text Postgres cannot store: a NUL, or a lone UTF-16 surrogate (half of a pair, which JSON can
 * carry as \ud800 but no text column or jsonb payload accepts). Refused here, by field, before
 * anything is written.
 */
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this finds
const unstorable = /\u0000|\p{Cs}/u;
export const isStorableText = (value: string) => !unstorable.test(value);

/** The contact form's fields, refused in `words`' language. */
export function contactSchemaIn(words: ContactWords) {
  const text = () => z.string({ error: words.missingFields }).refine(isStorableText, words.unstorableText);
  const required = (max: number) => text().trim().min(1, words.missingFields).max(max, words.tooLong(max));
  return z.object({
    name: required(200),
    email: text().trim().min(1, words.missingFields).refine(isBasicEmail, words.invalidEmail),
    subject: required(300),
    message: required(5000),
    interest: z.enum(['general', 'domain-purchase', 'partnership', 'investment', 'licensing']).default('general'),
    sourceUrl: z.string().max(2048).refine(isWebAddress, words.webAddress).optional(),
  });
}

export const contactSchema = contactSchemaIn(CONTACT_WORDS.en);
export type ContactInput = z.infer<typeof contactSchema>;

export const chatMessageSchema = z.object({
  sessionId: z.uuid('sessionId must be a UUID.'),
  message: z.string().refine(isStorableText, UNSTORABLE_TEXT).trim().min(1, 'The message is empty.').max(2000, 'At most 2000 characters.'),
});

export const sessionIdSchema = z.uuid('sessionId must be a UUID.');
