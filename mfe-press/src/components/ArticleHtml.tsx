import { createElement, type ReactNode } from 'react';
import { Link } from 'shared';
import type { ArticleNode } from '../data/article-nodes';

/** One sanitised node as React: no innerHTML anywhere, and site links become router links. */
function toReact(node: ArticleNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map(toReact);
  if (node.tag === 'a') {
    const href = node.href ?? '';
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
  return createElement(node.tag, { key }, ...children);
}

/** One article section, sanitised at build time (data/article-nodes.ts), as React elements. */
export function ArticleHtml({ nodes, className = '' }: { nodes: readonly ArticleNode[]; className?: string }) {
  return <div className={className}>{nodes.map(toReact)}</div>;
}
