import { rankBySearch, type SearchHit } from 'shared';
import { pressArticles } from './lib/load-articles';

/** The press remote's part of site search: the articles (their chunk is loaded on the first search). */
export async function search(query: string): Promise<SearchHit[]> {
  const articles = await pressArticles.start();
  return rankBySearch(articles, query, (article) => [
    { text: article.title, weight: 3 },
    { text: `${article.tags.join(' ')} ${article.featured_domains.join(' ')}`, weight: 2 },
    { text: `${article.subtitle} ${article.excerpt} ${article.intro_paragraph}`, weight: 1 },
  ]).map((article) => ({ kind: 'article', title: article.title, description: article.excerpt, path: `/press/${article.slug}` }));
}
