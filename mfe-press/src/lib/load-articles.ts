import { later, useLater } from 'shared';
import type { PressArticle } from '../data/article-types';

/**
 * The articles arrive in a chunk of their own (about 40 KB of text), fetched by the press pages and
 * site search only: the legal pages and the rest of the site never download them. One request,
 * shared; a failed load (a network blip) is tried again by the next page that needs it.
 */
export const pressArticles = later<readonly PressArticle[]>(() => import('../data/articles').then((module) => module.articles));

/**
 * The articles, inside a <Suspense> boundary whose fallback is the page's loading message. Opened on
 * a press page, the composed HTML stays on screen while they arrive (hydration keeps it); a failed
 * load throws to the remote's error boundary.
 */
export function useArticles(): readonly PressArticle[] {
  return useLater(pressArticles);
}
