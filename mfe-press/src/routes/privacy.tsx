import { legalDocumentRoute } from '../components/LegalDocumentPage';
import { privacyPolicy } from '../data/legal/privacy';

/** /privacy: the privacy policy. */
export default legalDocumentRoute(privacyPolicy, '/privacy', 'How we collect, use, share and protect your information, and the choices you have.');
