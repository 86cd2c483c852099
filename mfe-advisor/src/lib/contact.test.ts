import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from './contact';

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
});
