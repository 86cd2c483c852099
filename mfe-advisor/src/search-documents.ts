import { pageDocument, type SearchDocument } from 'shared/search-documents';
import { beautyFaqs, chatFaqs } from './data/faqs';
import chat from './routes/chat';
import contact from './routes/contact';

/**
 * What the advisor remote publishes for site search and the advisor (`search.json`): the questions
 * /chat answers, with their answers, and its two pages.
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
    pageDocument('advisor', '/contact', contact.head(), 'contact concierge message enquiry email phone'),
  ];
}
