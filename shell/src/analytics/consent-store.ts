import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

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

/**
 * Whether the visitor asked to review their choice. A module store, so a "Cookie settings" button
 * anywhere in the shell can open the banner without a prop path to it.
 */
const settingsStore = createStore<{ open: boolean }>(() => ({ open: false }));

/** Shows the consent banner again so the visitor can change their choice (for the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  settingsStore.setState({ open: true });
}

export function closeConsentSettings(): void {
  settingsStore.setState({ open: false });
}

export function useConsentSettingsOpen(): boolean {
  return useStore(settingsStore, (state) => state.open);
}
