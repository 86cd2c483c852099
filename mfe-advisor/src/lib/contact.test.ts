import { describe, expect, it } from 'vitest';
import { checkContact, contactFromForm, contactMessages, isInterest } from './contact';

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

  it('reads the form as submitted, an unknown or missing interest falling back to general', () => {
    const form = new FormData();
    for (const [field, value] of Object.entries({ ...filled, interest: 'licensing' })) form.set(field, value);
    expect(contactFromForm(form)).toEqual({ ...filled, interest: 'licensing' });
    form.set('interest', 'gossip');
    expect(contactFromForm(form).interest).toBe('general');
    expect(contactFromForm(new FormData())).toEqual({ name: '', email: '', subject: '', message: '', interest: 'general' });
  });
});
