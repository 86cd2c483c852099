import { useEffect, useState } from 'react';
import type { PressArticle } from '../data/article-types';

let pending: Promise<readonly PressArticle[]> | null = null;

/**
 * The articles arrive in a chunk of their own (about 40 KB of text), fetched by the press pages
 * only: the legal pages and the rest of the site never download them. One request, shared.
 */
export function loadArticles(): Promise<readonly PressArticle[]> {
  pending ??= import('../data/articles').then((module) => module.articles);
  // A failed load (a network blip) may be tried again on the next visit.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}

export type ArticlesState = { status: 'loading' } | { status: 'loaded'; articles: readonly PressArticle[] } | { status: 'failed' };

export function useArticles(): ArticlesState {
  const [state, setState] = useState<ArticlesState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadArticles().then(
      (articles) => current && setState({ status: 'loaded', articles }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
