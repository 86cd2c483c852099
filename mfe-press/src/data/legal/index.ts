import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';
import type { LegalDocument } from './types';

/** The legal pages: where each document lives and how it describes itself. */
export const legalPages: readonly { path: '/privacy' | '/terms'; document: LegalDocument; description: string }[] = [
  { path: '/privacy', document: privacyPolicy, description: 'How we collect, use, share and protect your information, and the choices you have.' },
  { path: '/terms', document: termsOfService, description: 'The terms of this demonstration site, of registering interest in its digital assets, and of our AI advisor.' },
];
