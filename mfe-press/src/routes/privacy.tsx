import { defineMessages } from 'shared';
import { legalDocumentRoute } from '../components/LegalDocumentPage';
import { privacyPolicy } from '../data/legal/privacy';
import { privacyPolicyEs } from '../data/legal/privacy.es';
import { privacyPolicyFr } from '../data/legal/privacy.fr';
import { legalDocumentIn } from '../data/legal/types';

const messages = defineMessages({
  description: { id: 'press.privacy.description', defaultMessage: 'How we collect, use, share and protect your information, and the choices you have.' },
});

/** /privacy: the privacy policy, in each language (the English prevails). */
export default legalDocumentRoute(
  { en: privacyPolicy, fr: legalDocumentIn(privacyPolicy, privacyPolicyFr), es: legalDocumentIn(privacyPolicy, privacyPolicyEs) },
  '/privacy',
  messages.description,
);
