// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteSearchIndex } from 'shared/search';
import { SEARCH_LANGUAGES } from 'shared/search-languages';
import { root } from '../lib/workspace';
import { hitRate, searchOutcomes, type RelevanceSet } from './relevance';
import { siteSearchDocuments } from './site-documents';

/*
 * The everyday French and Spanish product words a visitor types into /fr/search and /es/search,
 * chosen and committed before the French and Spanish documents and their index were built
 * (french-spanish-words.json, with where each belongs). It is held out: a failure prints totals
 * only, never a query, so that reading it never makes it a tuning set.
 */
interface LanguageWords {
  fr: RelevanceSet['search'];
  es: RelevanceSet['search'];
}
const words = JSON.parse(readFileSync(join(root, 'tooling/search/french-spanish-words.json'), 'utf8')) as LanguageWords;

/** At least nine words in ten put their item among the first three results. */
const FLOOR = 0.9;

describe.each(['fr', 'es'] as const)('site search in %s, on words held out', (locale) => {
  let index: SiteSearchIndex;
  beforeAll(async () => {
    index = new SiteSearchIndex(await siteSearchDocuments(locale), { language: SEARCH_LANGUAGES[locale] });
    // Every remote's modules loaded in Node, as their builds load them.
  });

  it(`puts the item meant among the first three results for at least ${FLOOR * 100}% of the words`, () => {
    const outcomes = searchOutcomes(index, { search: words[locale], advisor: [] });
    const hits = outcomes.filter((outcome) => outcome.hit).length;
    expect(outcomes.length, 'the set holds ten words').toBe(10);
    expect(hitRate(outcomes), `${hits} of ${outcomes.length} found`).toBeGreaterThanOrEqual(FLOOR);
  });
});
