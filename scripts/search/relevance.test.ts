import { beforeAll, describe, expect, it } from 'vitest';
import { SiteSearchIndex } from '../../shared/src/search/engine';
import type { Brand } from '../../supabase/functions/_shared/brand';
import brandJson from '../../supabase/functions/_shared/brand.generated.json' with { type: 'json' };
import { advisorOutcomes, hitRate, relevanceSet, searchOutcomes, type Outcome } from './relevance';
import { siteSearchDocuments } from './site-documents';

/** The bar (22): at least 95% of the public set, every miss named. */
const REQUIRED_HIT_RATE = 0.95;
const set = relevanceSet();
let index: SiteSearchIndex;

beforeAll(async () => {
  index = new SiteSearchIndex(await siteSearchDocuments());
});

const misses = (outcomes: readonly Outcome[]) => outcomes.filter((outcome) => !outcome.hit).map((outcome) => `${outcome.asked}\n    got: ${outcome.got}`);

describe('the public relevance set (shared/src/search/relevance-set.json)', () => {
  it('is large enough and covers what the issue asks', () => {
    expect(set.search.length).toBeGreaterThanOrEqual(40);
    expect(set.advisor.length).toBeGreaterThanOrEqual(30);
    const covered = new Set(set.search.flatMap((entry) => entry.covers));
    for (const kind of ['typo', 'multi-word', 'synonym', 'catalogue', 'booking', 'locations', 'press']) expect(covered, kind).toContain(kind);
    const asked = new Set(set.advisor.flatMap((entry) => entry.covers));
    for (const kind of ['price', 'duration', 'hours', 'address', 'unanswerable']) expect(asked, kind).toContain(kind);
  });

  it(`site search puts the expected item in the first three results for at least ${REQUIRED_HIT_RATE * 100}% of the queries`, () => {
    const outcomes = searchOutcomes(index, set);
    const missed = misses(outcomes);
    if (missed.length) console.info(`Search misses (${missed.length} of ${outcomes.length}):\n  ${missed.join('\n  ')}`);
    expect(hitRate(outcomes), `misses:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_HIT_RATE);
  });

  it(`the advisor gives the expected link, fact or fallback for at least ${REQUIRED_HIT_RATE * 100}% of the questions`, () => {
    const outcomes = advisorOutcomes(index, brandJson as Brand, set);
    const missed = misses(outcomes);
    if (missed.length) console.info(`Advisor misses (${missed.length} of ${outcomes.length}):\n  ${missed.join('\n  ')}`);
    expect(hitRate(outcomes), `misses:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_HIT_RATE);
  });
});
