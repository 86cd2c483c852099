import { pageDocument, type SearchDocument } from 'shared/search-documents';
import { articleSectionNodes, type ArticleNode } from './data/article-nodes';
import { articles } from './data/articles';
import { privacyPolicy } from './data/legal/privacy';
import { termsOfService } from './data/legal/terms';
import type { LegalDocument } from './data/legal/types';
import press from './routes/press';
import privacy from './routes/privacy';
import terms from './routes/terms';

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

/** A legal page's words as it renders them: its introduction, then each section's title, paragraphs and list items, a line each. */
const legalText = (legal: LegalDocument) =>
  [...legal.intro, ...legal.sections.flatMap((section) => [section.title, ...section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items))])].join('\n');

/**
 * What the press publishes for site search and the advisor (`search.json`): the four articles
 * (title, tags, excerpt and text, never the article's HTML), /press and
 * the legal pages with their text.
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
        body: [article.subtitle, article.intro_paragraph, article.key_takeaway, ...articleSectionNodes(article.slug).map((nodes, i) => `${article.sections[i]!.title}\n${lines(textOf(nodes))}`)].join('\n'),
      }),
    ),
    pageDocument('press', '/press', press.head(), 'press news articles'),
    { ...pageDocument('press', '/privacy', privacy.head()), body: legalText(privacyPolicy) },
    { ...pageDocument('press', '/terms', terms.head()), body: legalText(termsOfService) },
  ];
}

