import { z } from 'zod';

/** Spec (section 5): the contact form's messages. */
export const MISSING_FIELDS = 'Please fill in all required fields.';
export const INVALID_EMAIL = 'Please enter a valid email address.';

/** Spec: no spaces, one at-sign, a dot in the domain. */
export const basicEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number) => z.string({ error: MISSING_FIELDS }).trim().min(1, MISSING_FIELDS).max(max, `At most ${max} characters.`);

export const contactSchema = z.object({
  name: required(200),
  email: z.string({ error: MISSING_FIELDS }).trim().min(1, MISSING_FIELDS).max(254, INVALID_EMAIL).regex(basicEmail, INVALID_EMAIL),
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
