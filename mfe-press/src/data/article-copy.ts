import { SOURCE_LOCALE, type Locale, type TranslatedLocale } from 'shared';
import type { PressArticle } from './article-types';
import { articleCopyEs } from './articles/copy/es';
import { articleCopyFr } from './articles/copy/fr';

/** The four articles' slugs: each has its words for the pages in French and Spanish. */
export type ArticleSlug = 'celebrating-our-global-noirelle-beauty-family' | 'four-beauty-domains-one-digital-asset-package' | 'the-lip-gloss-economy' | 'beauty-for-every-shade';

/**
 * What a page in another language says of an article that stays in English: the description of
 * its page (for search results and sharing) and its pictures' descriptions, which a visitor reads
 * (or hears) in the page's language. Its title, summary and text are the article's, in English.
 */
export interface ArticleCopy {
  meta_description: string;
  social_alt: string;
  thumbnail_alt: string;
  cover_alt: string;
}

export type ArticleCopies = Readonly<Record<ArticleSlug, ArticleCopy>>;

const copies: Readonly<Record<TranslatedLocale, ArticleCopies>> = { fr: articleCopyFr, es: articleCopyEs };

/** The article as a page in `locale` shows it: as written in English; elsewhere with its translated descriptions. */
export function articleIn(article: PressArticle, locale: Locale): PressArticle {
  if (locale === SOURCE_LOCALE) return article;
  const copy = copies[locale][article.slug as ArticleSlug] as ArticleCopy | undefined;
  if (!copy) throw new Error(`${article.slug}: no ${locale} copy (src/data/articles/copy/${locale}.ts)`);
  return {
    ...article,
    meta_description: copy.meta_description,
    social_preview: { ...article.social_preview, alt: copy.social_alt },
    thumbnail_alt: copy.thumbnail_alt,
    cover_alt: copy.cover_alt,
  };
}
