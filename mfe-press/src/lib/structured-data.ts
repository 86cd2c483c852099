import type { Article } from 'schema-dts';
import { absoluteUrl, brand } from 'shared';
import type { PressArticle } from '../data/article-types';

/** Article structured data (schema.org/Article), with the cover as its image. */
export function articleJsonLd(article: PressArticle, imageUrl: string): Article {
  const byHouse = article.author.includes(brand.name);
  return {
    '@type': 'Article',
    headline: article.title,
    alternativeHeadline: article.subtitle,
    description: article.meta_description,
    image: [imageUrl],
    datePublished: article.date_published,
    dateModified: article.date_published,
    author: { '@type': byHouse ? 'Organization' : 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: brand.name, url: brand.siteUrl, logo: { '@type': 'ImageObject', url: absoluteUrl('/brand/icon-512.png') } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.canonical_url },
    keywords: article.structured_keywords.join(', '),
    articleSection: article.tags[0],
    inLanguage: 'en',
  };
}
