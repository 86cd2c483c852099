import { describe, expect, it } from 'vitest';
import { telLink, whatsappLink } from './contact-links';

describe('contact links', () => {
  it('builds the WhatsApp link from the digits of the number', () => {
    expect(whatsappLink('+33 6 12 34 56 78')).toBe('https://wa.me/33612345678');
    expect(whatsappLink('+1 (404) 555-0187')).toBe('https://wa.me/14045550187');
  });

  it('builds a tel: link', () => {
    expect(telLink('+1 (310) 555-0142')).toBe('tel:+13105550142');
  });
});
