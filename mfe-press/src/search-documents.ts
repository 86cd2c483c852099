import { SOURCE_LOCALE, type RouteContext } from 'shared';
import type { SearchDocument } from 'shared/search-documents';
import { articleIn } from './data/article-copy';
import { articleSectionNodes, type ArticleNode } from './data/article-nodes';
import { articles } from './data/articles';

/** The tags that end a line of text: a paragraph, a heading, a list item, a quote. */
const BLOCKS = new Set(['p', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'br']);

/**
 * An article section's words as the page renders them (its sanitised nodes): one line per paragraph,
 * heading or list item, and a link or an emphasis inside the sentence it belongs to ("in Houston or
 * in London." is one sentence, not three lines).
 */
function textOf(nodes: readonly ArticleNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : BLOCKS.has(node.tag) ? `\n${textOf(node.children)}\n` : textOf(node.children))).join('');
}
const lines = (text: string) => text.replace(/[ \t]+/g, ' ').replace(/ ?\n\s*/g, '\n').trim();

/**
 * What the press publishes for site search and the advisor (`search.json`, and a file per other
 * language): the four articles (title, tags, excerpt and text, never the article's HTML). An
 * article stays in English in every language, as its page does: in another language its result
 * says what it is about in that language (its page's description) and marks its title English.
 * Its pages' documents (/press, the legal pages with their text) come from their route modules
 * (shared/tooling/search-documents.ts).
 */
export function searchDocuments({ locale }: RouteContext): SearchDocument[] {
  return [
    ...articles.map(
      (article): SearchDocument => ({
        id: `press:article:${article.slug}`,
        kind: 'article',
        title: article.title,
        ...(locale === SOURCE_LOCALE ? { description: article.excerpt } : { description: articleIn(article, locale).meta_description, writtenIn: SOURCE_LOCALE }),
        path: `/press/${article.slug}`,
        keywords: [...article.tags, ...article.featured_domains, ...article.structured_keywords].join(' '),
        body: [article.subtitle, article.intro_paragraph, article.key_takeaway, ...articleSectionNodes(article.slug).map((nodes, i) => `${article.sections[i]!.title}\n${lines(textOf(nodes))}`)].join('\n'),
      }),
    ),
  ];
}

