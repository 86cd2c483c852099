import { describe, expect, it } from 'vitest';
import { routeContextFor } from 'shared';
import { SiteSearchIndex } from 'shared/search';
import { SEARCH_LANGUAGES } from 'shared/search-languages';
import { catalogueIn } from './data/localized';
import { art } from './art/generated/manifest';
import { catalogueItems } from './data/items';
import { serviceOfferings } from './data/offerings';
import { searchDocuments, searchImages } from './search-documents';

describe('the catalogue’s search documents', () => {
  it('give each product and service the picture its card shows on the site, and nothing else a picture', () => {
    const images = searchImages();
    const pictured = searchDocuments(routeContextFor('en')).filter((document) => images[document.id]);
    expect(pictured.map((document) => document.title).sort()).toEqual([...catalogueItems, ...serviceOfferings].map((item) => item.name).sort());
    for (const item of [...catalogueItems, ...serviceOfferings]) {
      const document = pictured.find((candidate) => candidate.title === item.name)!;
      expect(images[document.id]?.alt).toBe(art[item.image].alt);
      expect(art[item.image].webp).toContain(images[document.id]?.src);
    }
  });
});

describe('the catalogue’s search documents in French and Spanish', () => {
  it.each(['fr', 'es'] as const)('in %s: find each item by what the language calls it, among the first three', (locale) => {
    const index = new SiteSearchIndex(searchDocuments(routeContextFor(locale)), { language: SEARCH_LANGUAGES[locale] });
    const kinds = catalogueIn(locale).itemKinds!;
    const missed = catalogueItems.filter((item) => !index.search(kinds[item.id]!, { limit: 3 }).some((ranked) => ranked.document.id === `catalogue:item:${item.id}`));
    expect(missed.map((item) => `${item.id}: ${kinds[item.id]}`)).toEqual([]);
  });
});
