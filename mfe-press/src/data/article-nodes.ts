import type { ARTICLE_TAGS } from '../lib/sanitize';
import sanitised from './articles/generated/sections.json';

/**
 * An article section as the page renders it: text, or one of the tags articles are written with,
 * with its link and its children. Made from the articles' HTML by DOMPurify when the articles
 * change (scripts/sanitize-articles.ts writes articles/generated/sections.json), never at run time.
 */
export type ArticleNode = string | { tag: (typeof ARTICLE_TAGS)[number]; href?: string; children: ArticleNode[] };

const sections = sanitised as unknown as Readonly<Record<string, readonly ArticleNode[][]>>;

/** The sanitised nodes of an article's sections, in order. */
export function articleSectionNodes(slug: string): readonly ArticleNode[][] {
  const nodes = sections[slug];
  if (!nodes) throw new Error(`No sanitised sections for ${slug}: run npm run articles -w mfe-press`);
  return nodes;
}
