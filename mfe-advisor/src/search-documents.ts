import type { RouteContext } from 'shared';
import type { SearchDocument } from 'shared/search-documents';
import { copyIn } from './data/copy';

/**
 * What the advisor remote publishes for site search and the advisor (`search.json`, and a file per
 * other language): the questions /chat answers, with their answers, as its FAQ shows them in the
 * context's language. The translations keep the English order, so each question keeps its id in
 * every language. Its pages' documents (/contact with its details) come from their route modules
 * (shared/tooling/search-documents.ts).
 */
export function searchDocuments({ locale }: RouteContext): SearchDocument[] {
  const { chatFaqs, beautyFaqs } = copyIn(locale);
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
