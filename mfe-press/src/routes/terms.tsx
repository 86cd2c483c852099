import { legalDocumentRoute } from '../components/LegalDocumentPage';
import { termsOfService } from '../data/legal/terms';

/** /terms: the terms of service. */
export default legalDocumentRoute(termsOfService, '/terms', 'The terms of this demonstration site, of registering interest in its digital assets, and of our AI advisor.');
