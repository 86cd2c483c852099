/**
 * The visitor's stored answer to the consent banner, with nothing of React or zustand: the boot
 * script reads it too (whether analytics needs the app on this page: shell/src/boot/boot.ts).
 * Storage that refuses (some private modes, storage disabled) keeps the choice for the session only;
 * anything but an answer stored there reads as no answer, so the banner asks again.
 */
import { readStored, writeStored } from 'shared/stored';

/** Versioned, so a change in what we ask consent for can ask again with a new key. */
export const CONSENT_STORAGE_KEY = 'noirelle.analytics-consent.v1';

export type ConsentChoice = 'granted' | 'denied';

const isConsentChoice = (value: unknown): value is ConsentChoice => value === 'granted' || value === 'denied';

export function readStoredConsent(): ConsentChoice | null {
  return readStored('localStorage', CONSENT_STORAGE_KEY, isConsentChoice) ?? null;
}

/** Not remembered across visits when storage refuses; the in-memory choice still holds for this one. */
export function writeStoredConsent(choice: ConsentChoice): void {
  writeStored('localStorage', CONSENT_STORAGE_KEY, choice);
}
