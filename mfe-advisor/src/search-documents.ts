import type { SearchDocument } from 'shared/search-documents';
import { beautyFaqs, chatFaqs } from './data/faqs';

/**
 * What the advisor remote publishes for site search and the advisor (`search.json`): the questions
 * /chat answers, with their answers. Its pages' documents (/contact with its details) come from
 * their route modules (shared/tooling/search-documents.ts).
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
  ];
}
