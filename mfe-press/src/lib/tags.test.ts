import { describe, expect, it } from 'vitest';
import { articles } from '../data/articles';
import type { PressArticle } from '../data/article-types';
import { relatedArticles } from './related';
import { allTags, articlesWithTag, cardTags, tagPath } from './tags';

const bySlug = (slug: string) => articles.find((article) => article.slug === slug)!;

describe('tags', () => {
  it('lists every tag once, alphabetically', () => {
    const tags = allTags(articles);
    expect(tags).toEqual([...new Set(articles.flatMap((article) => article.tags))].sort());
    expect(tags).toEqual(['Community', 'Digital Assets', 'Domains', 'Inclusivity', 'Industry', 'Investment', 'Locations', 'Luxury', 'Makeup', 'Skin']);
  });

  it('filters by one tag, and shows all without one', () => {
    expect(articlesWithTag(articles, null)).toHaveLength(4);
    expect(articlesWithTag(articles, 'Luxury').map((article) => article.id)).toEqual([1, 3]);
    expect(articlesWithTag(articles, 'No such tag')).toEqual([]);
  });

  it('shows at most three tags on a card, and links a tag to the filtered list', () => {
    const many = { ...articles[0]!, tags: ['A', 'B', 'C', 'D'] } as PressArticle;
    expect(cardTags(many)).toEqual(['A', 'B', 'C']);
    expect(tagPath('Digital Assets')).toBe('/press?tag=Digital+Assets');
  });
});

describe('related articles', () => {
  it('are the ones an article names, in its order, never itself', () => {
    const article = bySlug('the-lip-gloss-economy');
    expect(relatedArticles(article, articles).map((other) => other.slug)).toEqual(article.related_blogs);
    const selfish = { ...article, related_blogs: [article.slug, 'beauty-for-every-shade', 'beauty-for-every-shade', 'gone-article'] };
    expect(relatedArticles(selfish, articles).map((other) => other.slug)).toEqual(['beauty-for-every-shade']);
  });

  it('fall back to the newest others when none of the named ones exist', () => {
    const lonely = { ...bySlug('beauty-for-every-shade'), related_blogs: ['gone-article'] };
    const related = relatedArticles(lonely, articles);
    expect(related.map((other) => other.id)).toEqual([2, 1, 3]);
    expect(related.some((other) => other.slug === lonely.slug)).toBe(false);
  });
});
