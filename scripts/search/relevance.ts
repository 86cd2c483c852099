import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteSearchIndex } from '../../shared/src/search/engine';
import { advise, declines } from '../../supabase/functions/_shared/advisor/engine';
import type { Brand } from '../../supabase/functions/_shared/brand';
import { root } from '../lib/workspace';

/** The public relevance set (shared/src/search/relevance-set.json), written from the site's data. */
export interface RelevanceSet {
  search: { query: string; expect: string; covers: string[] }[];
  advisor: { question: string; expectLink?: string; expectFacts?: string[]; expectFallback?: boolean; covers: string[] }[];
}

export const relevanceSet = (): RelevanceSet => JSON.parse(readFileSync(join(root, 'shared/src/search/relevance-set.json'), 'utf8')) as RelevanceSet;

/** How many results a visitor reads at a glance: the expected item must be among them. */
export const TOP_RESULTS = 3;

export interface Outcome {
  asked: string;
  hit: boolean;
  /** What came back instead, for the miss list. */
  got: string;
}

export function searchOutcomes(index: SiteSearchIndex, set: RelevanceSet): Outcome[] {
  return set.search.map(({ query, expect }) => {
    const top = index.search(query, { limit: TOP_RESULTS }).map((ranked) => ranked.document.path);
    return { asked: `${query} → ${expect}`, hit: top.includes(expect), got: top.join(', ') || '(nothing)' };
  });
}

export function advisorOutcomes(index: SiteSearchIndex, brand: Brand, set: RelevanceSet): Outcome[] {
  return set.advisor.map((entry) => {
    const reply = advise({ brand, index }, entry.question);
    const hit = entry.expectFallback
      ? declines(brand, reply)
      : (!entry.expectLink || reply.includes(entry.expectLink)) && (entry.expectFacts ?? []).every((fact) => reply.includes(fact));
    const wanted = entry.expectFallback ? 'the fallback (or: not medical advice)' : [entry.expectLink, ...(entry.expectFacts ?? [])].filter(Boolean).join(' + ');
    return { asked: `${entry.question} → ${wanted}`, hit, got: reply.replace(/\s+/g, ' ').slice(0, 160) };
  });
}

export const hitRate = (outcomes: readonly Outcome[]) => outcomes.filter((outcome) => outcome.hit).length / outcomes.length;
