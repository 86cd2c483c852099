/**
 * The visitor's stored answer to the consent banner, with nothing of React or zustand: the boot
 * script reads it too (whether analytics needs the app on this page: shell/src/boot/boot.ts).
 */
/** Versioned, so a change in what we ask consent for can ask again with a new key. */
export const CONSENT_STORAGE_KEY = 'noirelle.analytics-consent.v1';

export type ConsentChoice = 'granted' | 'denied';

/** localStorage throws in some private modes and when storage is disabled: the choice then lasts the session. */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredConsent(store: Storage | undefined = storage()): ConsentChoice | null {
  try {
    const value = store?.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredConsent(choice: ConsentChoice, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Not remembered across visits; the in-memory choice still holds for this one.
  }
}
