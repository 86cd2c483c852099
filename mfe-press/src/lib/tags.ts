import { defineMessages, type IntlShape, type MessageDescriptor } from 'shared';
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

/** The list's address for a tag (the tag links on an article lead here): its value stays the English word in every language. */
export const tagPath = (tag: string) => `/press?${new URLSearchParams({ tag })}`;

const tagLabels = defineMessages({
  Community: { id: 'press.tag.community', defaultMessage: 'Community' },
  'Digital Assets': { id: 'press.tag.digital-assets', defaultMessage: 'Digital Assets' },
  Domains: { id: 'press.tag.domains', defaultMessage: 'Domains' },
  Inclusivity: { id: 'press.tag.inclusivity', defaultMessage: 'Inclusivity' },
  Industry: { id: 'press.tag.industry', defaultMessage: 'Industry' },
  Investment: { id: 'press.tag.investment', defaultMessage: 'Investment' },
  Locations: { id: 'press.tag.locations', defaultMessage: 'Locations' },
  Luxury: { id: 'press.tag.luxury', defaultMessage: 'Luxury' },
  Makeup: { id: 'press.tag.makeup', defaultMessage: 'Makeup' },
  Skin: { id: 'press.tag.skin', defaultMessage: 'Skin' },
});

/** A tag as the page's language names it; a tag the articles do not use yet (`?tag=Astrology`) as it is written. */
export const tagLabel = (intl: IntlShape, tag: string): string => {
  const label: MessageDescriptor | undefined = Object.hasOwn(tagLabels, tag) ? tagLabels[tag as keyof typeof tagLabels] : undefined;
  return label ? intl.formatMessage(label) : tag;
};

/** The filter bar's tags in the page's language: sorted by the words it shows (the English order in English). */
export const tagsByLabel = (intl: IntlShape, tags: readonly string[]): string[] =>
  intl.locale === 'en' ? [...tags] : [...tags].sort((a, b) => tagLabel(intl, a).localeCompare(tagLabel(intl, b), intl.locale));
