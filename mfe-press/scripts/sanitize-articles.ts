/**
 * Sanitises the articles' HTML into the structure the page renders, once, when the articles change:
 *   npm run articles -w mfe-press
 * writes src/data/articles/generated/sections.json (committed, like the art manifests), and a test
 * (src/data/article-nodes.test.ts) fails when it no longer matches the articles.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { articles } from '../src/data/articles';
import { articleNodes, sanitizeWithWindow } from '../src/lib/sanitize';

export const SECTIONS_FILE = join(import.meta.dirname, '../src/data/articles/generated/sections.json');

/** Every article's sections, sanitised, by slug; as the file holds them. */
export function sanitisedSections(): string {
  const bySlug = Object.fromEntries(articles.map((article) => [article.slug, article.sections.map((section) => articleNodes(section.content))]));
  return `${JSON.stringify(bySlug, null, 1)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  sanitizeWithWindow(new JSDOM('').window as unknown as WindowLike);
  writeFileSync(SECTIONS_FILE, sanitisedSections());
  console.log(`Wrote ${SECTIONS_FILE}`);
}
