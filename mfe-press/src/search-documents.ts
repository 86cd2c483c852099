import { pageDocument, type SearchDocument } from 'shared/search-documents';
import { articles } from './data/articles';
import press from './routes/press';
import privacy from './routes/privacy';
import terms from './routes/terms';

/** An article section's words, without its markup (the copy is the house's own, sanitised again where it is rendered). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

/**
 * What the press publishes for site search and the advisor (`search.json`): the four articles
 * (title, tags, excerpt and text, never the article's HTML), /press and
 * the legal pages.
 */
export function searchDocuments(): SearchDocument[] {
  return [
    ...articles.map(
      (article): SearchDocument => ({
        id: `press:article:${article.slug}`,
        kind: 'article',
        title: article.title,
        description: article.excerpt,
        path: `/press/${article.slug}`,
        keywords: [...article.tags, ...article.featured_domains, ...article.structured_keywords].join(' '),
        body: [article.subtitle, article.intro_paragraph, article.key_takeaway, ...article.sections.map((section) => `${section.title}\n${textOf(section.content)}`)].join('\n'),
      }),
    ),
    pageDocument('press', '/press', press.head(), 'press news articles'),
    pageDocument('press', '/privacy', privacy.head()),
    pageDocument('press', '/terms', terms.head()),
  ];
}

