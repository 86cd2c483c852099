import { createElement, useMemo, type ReactNode } from 'react';
import { Link } from 'shared';
import { sanitizeArticleHtml } from '../lib/sanitize';

// The DOM's node types, by value: the build also renders articles in Node, where there is no global `Node`.
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Turns sanitised DOM into React elements: no innerHTML anywhere, and site links become router links. */
function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, toReact);
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    // Site paths navigate inside the single-page app; anything else is a plain link.
    if (href.startsWith('/')) {
      return (
        <Link key={key} to={href}>
          {children}
        </Link>
      );
    }
    const external = href.startsWith('https:');
    return (
      <a key={key} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
        {external && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    );
  }
  return createElement(tag, { key }, ...children);
}

/** One section's HTML, sanitised (lib/sanitize.ts) and rendered as React elements. */
export function ArticleHtml({ html, className = '' }: { html: string; className?: string }) {
  const nodes = useMemo(() => Array.from(sanitizeArticleHtml(html).childNodes, toReact), [html]);
  return <div className={className}>{nodes}</div>;
}
