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

let preloaded: readonly PressArticle[] | null = null;

/**
 * Loads the articles before the first render when a press page is the page being opened (the
 * composed HTML already shows it: a loading state over it would be a flash). Otherwise the pages
 * load them as usual, with their loading message.
 */
export async function preloadArticles(): Promise<void> {
  preloaded = await loadArticles();
}

export type ArticlesState = { status: 'loading' } | { status: 'loaded'; articles: readonly PressArticle[] } | { status: 'failed' };

export function useArticles(): ArticlesState {
  const [state, setState] = useState<ArticlesState>(() => (preloaded ? { status: 'loaded', articles: preloaded } : { status: 'loading' }));
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
