import DOMPurify, { type WindowLike } from 'dompurify';

let purifier = DOMPurify;

/**
 * DOMPurify works on a DOM. The browser has one; the build, rendering the pages in Node for the
 * composed first view (src/seo.tsx), hands it jsdom's.
 */
export function sanitizeWithWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/** What article sections are written with (data/article-types.ts), and nothing else. */
export const ARTICLE_TAGS = ['p', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'blockquote', 'a', 'br'] as const;
const ARTICLE_ATTRIBUTES = ['href'];
/**
 * Links may go to a site path or to https, nothing else. A site path starts with one `/` and is not
 * followed by another slash of either kind: browsers read `//host` and `/\host` alike as another
 * site (issue 20 found `/\evil.example` let through). DOMPurify removes whitespace first, so `/\t/`
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
