import type { PressArticle } from '../data/article-types';

/** Spec: a card shows at most 3 tags. */
export const CARD_TAG_LIMIT = 3;

/** The filter bar's tags: every tag of every article once, sorted alphabetically (All comes first, on the page). */
export function allTags(articles: readonly Pick<PressArticle, 'tags'>[]): string[] {
  return [...new Set(articles.flatMap((article) => article.tags))].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The articles the list shows: all of them with no tag, else those carrying it (spec: one tag at a time). */
export function articlesWithTag<Article extends Pick<PressArticle, 'tags'>>(articles: readonly Article[], tag: string | null): readonly Article[] {
  return tag ? articles.filter((article) => article.tags.includes(tag)) : articles;
}

export const cardTags = (article: Pick<PressArticle, 'tags'>) => article.tags.slice(0, CARD_TAG_LIMIT);

/** The list's address for a tag (the tag links on an article lead here). */
export const tagPath = (tag: string) => `/press?${new URLSearchParams({ tag })}`;
