import { defineMessages } from 'shared';
import { legalDocumentRoute } from '../components/LegalDocumentPage';
import { termsOfService } from '../data/legal/terms';
import { termsOfServiceEs } from '../data/legal/terms.es';
import { termsOfServiceFr } from '../data/legal/terms.fr';
import { legalDocumentIn } from '../data/legal/types';

const messages = defineMessages({
  description: { id: 'press.terms.description', defaultMessage: 'The terms of this demonstration site, of registering interest in its digital assets, and of our AI advisor.' },
});

/** /terms: the terms of service, in each language (the English prevails). */
export default legalDocumentRoute(
  { en: termsOfService, fr: legalDocumentIn(termsOfService, termsOfServiceFr), es: legalDocumentIn(termsOfService, termsOfServiceEs) },
  '/terms',
  messages.description,
);
