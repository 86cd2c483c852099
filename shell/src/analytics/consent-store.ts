import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export { CONSENT_STORAGE_KEY, readStoredConsent, writeStoredConsent, type ConsentChoice } from './stored-consent';

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
