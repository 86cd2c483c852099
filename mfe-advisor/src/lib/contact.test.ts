import { describe, expect, it, vi } from 'vitest';
import { contactFromForm, contactMessages, EMAIL_PATTERN, isInterest, sendContact } from './contact';

/** The contact function's answer, as supabase-js hands a non-2xx one over: the Response in `context`. */
let answer: Response;
vi.mock(import('./backend-module'), () => ({
  backendModule: { start: async () => ({ backend: () => ({ functions: { invoke: async () => ({ error: { context: answer } }) } }) }) } as never,
}));

const filled = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question', interest: 'general' as const };

/**
 * The backend's rule, copied word for word from supabase/functions/_shared/validation.ts (an app
 * does not import the backend): the oracle the email field's pattern is checked against.
 */
function isBasicEmail(value: string): boolean {
  if (value.length < 3 || value.length > 254 || /[\s"(),:;<>[\\\]]/.test(value)) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  return value.slice(at + 2, -1).includes('.');
}

describe('the contact form rules (spec, section 5)', () => {
  it('says the email rule as the field’s pattern, agreeing with isBasicEmail on every address', () => {
    // As the browser compiles a pattern attribute, and as the boot script checks it.
    const pattern = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v');
    const samples = ['ada@example.com', 'a@b.c', 'a@b..', 'a@.bc', 'ada@example', 'ada example@x.com', 'ada@@example.com', 'ada.example.com', '@example.com', 'ada@.com', '["ada@example.com"]', 'a(b)@c.d', 'a@b.c;', 'a\\b@c.d', 'ädä@exämple.fr', 'x@y.', 'x@yz.'];
    // And every short address over a small alphabet, dots and at-signs included.
    const alphabet = ['a', '.', '@', ' ', '"'];
    const words = (length: number): string[] => (length === 0 ? [''] : words(length - 1).flatMap((word) => alphabet.map((letter) => word + letter)));
    for (const email of [...samples, ...[1, 2, 3, 4, 5, 6].flatMap(words)]) expect(pattern.test(email), JSON.stringify(email)).toBe(isBasicEmail(email));
  });

  it('knows the five interests', () => {
    expect(isInterest('domain-purchase')).toBe(true);
    expect(isInterest('gossip')).toBe(false);
    expect(isInterest(null)).toBe(false);
  });

  it('reads the form as submitted, an unknown or missing interest falling back to general', () => {
    const form = new FormData();
    for (const [field, value] of Object.entries({ ...filled, interest: 'licensing' })) form.set(field, value);
    expect(contactFromForm(form)).toEqual({ ...filled, interest: 'licensing' });
    form.set('interest', 'gossip');
    expect(contactFromForm(form).interest).toBe('general');
    expect(contactFromForm(new FormData())).toEqual({ name: '', email: '', subject: '', message: '', interest: 'general' });
  });
});

describe('what the page says when the contact function refuses', () => {
  const refused = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('a character the backend cannot store: its own words, not the generic failure', async () => {
    const message = 'Please remove the hidden character this field holds (a NUL or half of an emoji): it cannot be stored.';
    answer = refused(400, { error: 'Some fields are missing or invalid.', code: 'invalid-text', fields: { subject: message } });
    expect(await sendContact(filled, 'https://noirelle.beauty/contact')).toEqual({ ok: false, message });
  });

  it('the spec’s own messages, and the generic failure for anything else', async () => {
    answer = refused(400, { error: 'Some fields are missing or invalid.', code: 'invalid-field', fields: { email: contactMessages.invalidEmail } });
    expect(await sendContact(filled, 'https://noirelle.beauty/contact')).toEqual({ ok: false, message: contactMessages.invalidEmail });
    answer = refused(500, { error: 'Something went wrong on our side. Please try again.', code: 'internal' });
    expect(await sendContact(filled, 'https://noirelle.beauty/contact')).toEqual({ ok: false, message: contactMessages.failure });
  });
});
