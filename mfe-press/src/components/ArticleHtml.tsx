import { createElement, type ReactNode } from 'react';
import { defineMessages, Link, SOURCE_LOCALE, useIntl } from 'shared';
import type { ArticleNode } from '../data/article-nodes';

const messages = defineMessages({
  newTab: { id: 'press.article.new-tab', defaultMessage: '(opens in a new tab)', description: 'read by screen readers after a link in an article that opens another site' },
});

/** What a link that opens another site says of it, in the page's language (the article around it may be in English). */
function NewTab() {
  const intl = useIntl();
  return (
    <span className="sr-only" lang={intl.locale === SOURCE_LOCALE ? undefined : intl.locale}>
      {` ${intl.formatMessage(messages.newTab)}`}
    </span>
  );
}

/** One sanitised node as React: no innerHTML anywhere, and site links become router links. */
function toReact(node: ArticleNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map(toReact);
  if (node.tag === 'a') {
    const href = node.href ?? '';
    // Site paths navigate inside the single-page app, under the page's prefix (/fr/local/paris-france); anything else is a plain link.
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
        {external && <NewTab />}
      </a>
    );
  }
  return createElement(node.tag, { key }, ...children);
}

/** One article section, sanitised at build time (data/article-nodes.ts), as React elements. */
export function ArticleHtml({ nodes, className = '' }: { nodes: readonly ArticleNode[]; className?: string }) {
  return <div className={className}>{nodes.map(toReact)}</div>;
}
