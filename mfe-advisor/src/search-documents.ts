import { brand, serviceLanguagesText } from 'shared';
import { pageDocument, type SearchDocument } from 'shared/search-documents';
import { beautyFaqs, chatFaqs } from './data/faqs';
import chat from './routes/chat';
import contact from './routes/contact';

/** What /contact's details say (components/contact/ContactDetails.tsx), a sentence each. */
const contactDetails = [
  `Email our concierge at ${brand.email.concierge}.`,
  `Email our acquisitions team about the four domains at ${brand.email.acquisitions}.`,
  `Call our concierge on ${brand.phone.display}, ${brand.phoneHours}.`,
  `Our head office is at ${brand.headOffice.street}, ${brand.headOffice.city}, ${brand.headOffice.region} ${brand.headOffice.postalCode}.`,
  `We respond ${brand.replyPromise}, in ${serviceLanguagesText}.`,
].join('\n');

/**
 * What the advisor remote publishes for site search and the advisor (`search.json`): the questions
 * /chat answers, with their answers, and its two pages, /contact with its details.
 */
export function searchDocuments(): SearchDocument[] {
  return [
    ...[...chatFaqs, ...beautyFaqs].map(
      (faq, index): SearchDocument => ({
        id: `advisor:question:${index + 1}`,
        kind: 'question',
        title: faq.question,
        description: faq.answer,
        path: '/chat',
        keywords: faq.keywords.join(' '),
        facts: { answer: faq.answer },
      }),
    ),
    pageDocument('advisor', '/chat', chat.head(), 'AI beauty advisor Amara chat questions'),
    { ...pageDocument('advisor', '/contact', contact.head(), 'contact concierge message enquiry email phone'), body: contactDetails },
  ];
}
