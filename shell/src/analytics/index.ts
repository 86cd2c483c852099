export { Analytics } from './Analytics';
export { openConsentSettings } from './consent-store';
