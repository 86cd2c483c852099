import { z } from 'zod';

/** Spec (section 5): the contact form's messages. */
export const MISSING_FIELDS = 'Please fill in all required fields.';
export const INVALID_EMAIL = 'Please enter a valid email address.';

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

const required = (max: number) => z.string({ error: MISSING_FIELDS }).trim().min(1, MISSING_FIELDS).max(max, `At most ${max} characters.`);

export const contactSchema = z.object({
  name: required(200),
  email: z.string({ error: MISSING_FIELDS }).trim().min(1, MISSING_FIELDS).refine(isBasicEmail, INVALID_EMAIL),
  subject: required(300),
  message: required(5000),
  interest: z.enum(['general', 'domain-purchase', 'partnership', 'investment', 'licensing']).default('general'),
  sourceUrl: z.string().max(2048).optional(),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const chatMessageSchema = z.object({
  sessionId: z.uuid('sessionId must be a UUID.'),
  message: z.string().trim().min(1, 'The message is empty.').max(2000, 'At most 2000 characters.'),
});

export const sessionIdSchema = z.uuid('sessionId must be a UUID.');
