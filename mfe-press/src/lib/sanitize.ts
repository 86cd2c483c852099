/**
 * The articles' HTML, sanitised once, when the articles change (`npm run articles -w mfe-press`,
 * scripts/sanitize-articles.ts), into the structure the page renders (data/article-nodes.ts): the
 * browser and the build's first views never run DOMPurify or a DOM parser. This module is build
 * tooling: no page imports it.
 */
import DOMPurify, { type WindowLike } from 'dompurify';
import type { ArticleNode } from '../data/article-nodes';

let purifier = DOMPurify;

/** DOMPurify works on a DOM: a test has jsdom's as its window; the script hands it one. */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/** What article sections are written with (data/article-types.ts), and nothing else. */
export const ARTICLE_TAGS = ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'a', 'br'] as const;
const ARTICLE_ATTRIBUTES = ['href'];
/**
 * Links may go to a site path or to https, nothing else. A site path starts with one `/` and is not
 * followed by another slash of either kind: browsers read `//host` and `/\host` alike as another
 * site (`/\evil.example` was once let through). DOMPurify removes whitespace first, so `/\t/`
 * is tested as `//`.
 */
const SAFE_LINK = /^(?:https:|\/(?![/\\]))/i;

/**
 * Article HTML as a fragment of inert DOM nodes, with every tag, attribute and link the articles
 * do not need removed. The articles are bundled, but their HTML is still treated as untrusted:
 * they are written by people, and one day may come from a CMS.
 */
export function sanitizeArticleHtml(html: string): DocumentFragment {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TAGS],
    ALLOWED_ATTR: ARTICLE_ATTRIBUTES,
    ALLOWED_URI_REGEXP: SAFE_LINK,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}

// The DOM's node types, by value: Node is not a global outside a browser.
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function toArticleNode(node: Node): ArticleNode | null {
  if (node.nodeType === TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase() as ArticleNode extends infer N ? (N extends { tag: infer T } ? T : never) : never;
  const children = Array.from(element.childNodes, toArticleNode).filter((child): child is ArticleNode => child !== null && child !== '');
  const href = element.getAttribute('href');
  return href === null ? { tag, children } : { tag, href, children };
}

/** A section's HTML, sanitised, as the nodes the page renders. */
export function articleNodes(html: string): ArticleNode[] {
  return Array.from(sanitizeArticleHtml(html).childNodes, toArticleNode).filter((node): node is ArticleNode => node !== null && node !== '');
}
