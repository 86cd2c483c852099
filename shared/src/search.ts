/**
 * Site search, federated: each remote searches its own data (its exposed `./search`) and the
 * shell's /search page shows what they find. The types and the matching rule live here so every
 * remote answers the same way.
 */
export type SearchKind = 'product' | 'service' | 'location' | 'article';

export interface SearchHit {
  kind: SearchKind;
  title: string;
  description: string;
  /** A site path, e.g. /product/radiance-serum. */
  path: string;
}

/** What a remote's `./search` module exports. */
export interface SearchModule {
  search(query: string): Promise<SearchHit[]>;
}

/** Longest query a page accepts; anything longer is cut (nobody types more, and it bounds the work). */
export const MAX_QUERY_LENGTH = 100;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The query's words, folded (case and accents), without one-letter noise. */
export function searchTerms(query: string): string[] {
  return [...new Set(fold(query.slice(0, MAX_QUERY_LENGTH)).match(/[\p{L}\p{N}]+/gu) ?? [])].filter((term) => term.length > 1);
}

export interface SearchField {
  text: string;
  /** How much a match here counts: a title outranks a description. */
  weight: number;
}

/**
 * The items where every term starts a word of some field (so 'serum' finds 'Radiance Serum', and
 * 'par' finds Paris), best first: by the weight of the fields matched, the title first.
 */
export function rankBySearch<T>(items: readonly T[], query: string, fields: (item: T) => readonly SearchField[]): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  return items
    .map((item, index) => {
      const words = fields(item).map((field) => ({ weight: field.weight, words: fold(field.text).match(/[\p{L}\p{N}]+/gu) ?? [] }));
      let score = 0;
      for (const term of terms) {
        const best = Math.max(0, ...words.filter((field) => field.words.some((word) => word.startsWith(term))).map((field) => field.weight));
        if (best === 0) return null;
        score += best;
      }
      return { item, score, index };
    })
    .filter((entry): entry is { item: T; score: number; index: number } => entry !== null)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.item);
}
