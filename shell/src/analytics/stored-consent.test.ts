import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, readStoredConsent, writeStoredConsent } from './stored-consent';

afterEach(() => localStorage.clear());

describe('the stored answer to the consent banner', () => {
  it('reads back what the visitor chose', () => {
    writeStoredConsent('granted');
    expect(readStoredConsent()).toBe('granted');
    writeStoredConsent('denied');
    expect(readStoredConsent()).toBe('denied');
  });

  // What another version of the site, an extension or a hand in the devtools may have left there.
  for (const [shape, stored] of Object.entries({ null: 'null', 'a number': '42', 'an array': '["granted"]', 'an object with wrong fields': '{"choice":"granted"}', 'invalid JSON': '{"choice":', 'another word': 'Granted' })) {
    it(`reads ${shape} as no answer (the banner asks again), and the next answer replaces it`, () => {
      localStorage.setItem(CONSENT_STORAGE_KEY, stored);
      expect(readStoredConsent()).toBeNull();
      writeStoredConsent('denied');
      expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    });
  }

  it('reads no answer, and takes none, when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(readStoredConsent()).toBeNull();
    expect(() => writeStoredConsent('granted')).not.toThrow();
  });
});
