import type { PressArticle } from '../data/article-types';

export const RELATED_LIMIT = 3;

/**
 * The articles an article recommends: its related_blogs that exist, in its order, never itself
 * and never twice. If it names none that exist, the others newest first, so the section is never empty.
 */
export function relatedArticles(article: PressArticle, all: readonly PressArticle[]): PressArticle[] {
  const others = all.filter((candidate) => candidate.slug !== article.slug);
  const named = [...new Set(article.related_blogs)].flatMap((slug) => others.filter((candidate) => candidate.slug === slug));
  const chosen = named.length > 0 ? named : [...others].sort((a, b) => b.date_published.localeCompare(a.date_published));
  return chosen.slice(0, RELATED_LIMIT);
}
