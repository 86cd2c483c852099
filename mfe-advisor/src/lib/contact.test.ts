import { describe, expect, it } from 'vitest';
import { checkContact, contactMessages, isInterest } from './contact';

const filled = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question', interest: 'general' as const };

describe('the contact form rules (spec, section 5)', () => {
  it('needs every required field non-blank after trimming, naming the blank ones', () => {
    expect(checkContact({ ...filled, name: '  ', message: '' })).toEqual({ ok: false, message: 'Please fill in all required fields.', fields: ['name', 'message'] });
  });

  it('needs a basic email: no spaces, one at-sign, a dot in the domain', () => {
    for (const email of ['ada@example', 'ada example@x.com', 'ada@@example.com', 'ada.example.com']) {
      expect(checkContact({ ...filled, email })).toEqual({ ok: false, message: contactMessages.invalidEmail, fields: ['email'] });
    }
    expect(checkContact({ ...filled, email: ' ada@example.com ' })).toEqual({ ok: true });
  });

  it('knows the five interests', () => {
    expect(isInterest('domain-purchase')).toBe(true);
    expect(isInterest('gossip')).toBe(false);
    expect(isInterest(null)).toBe(false);
  });
});
