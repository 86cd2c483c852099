import { afterEach, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY, readStoredConsent, writeStoredConsent } from './consent-store';

afterEach(() => localStorage.clear());

it('remembers a choice under a versioned key and reads back only known values', () => {
  expect(readStoredConsent()).toBeNull();
  writeStoredConsent('denied');
  expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
  expect(readStoredConsent()).toBe('denied');
  localStorage.setItem(CONSENT_STORAGE_KEY, 'yes please');
  expect(readStoredConsent()).toBeNull();
});

it('survives a storage that throws', () => {
  const broken = {
    getItem: vi.fn(() => {
      throw new DOMException('denied', 'SecurityError');
    }),
    setItem: vi.fn(() => {
      throw new DOMException('full', 'QuotaExceededError');
    }),
  } as unknown as Storage;
  expect(readStoredConsent(broken)).toBeNull();
  expect(() => writeStoredConsent('granted', broken)).not.toThrow();
  expect(broken.setItem).toHaveBeenCalledWith(CONSENT_STORAGE_KEY, 'granted');
});
