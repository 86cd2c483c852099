export { Analytics } from './DeferredAnalytics';
export { openConsentSettings } from './consent-store';
