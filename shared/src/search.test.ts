import { describe, expect, it } from 'vitest';
import { rankBySearch, searchTerms } from './search';

const items = [
  { name: 'Radiance Serum', about: 'Vitamin C for an even glow' },
  { name: 'Even Tone Concentrate', about: 'Fades dark marks' },
  { name: 'Noirelle Québec', about: 'A house in the old city' },
];
const fields = (item: (typeof items)[number]) => [
  { text: item.name, weight: 3 },
  { text: item.about, weight: 1 },
];

describe('site search matching', () => {
  it('folds case and accents, drops one-letter words and repeats', () => {
    expect(searchTerms('  Québec a QUEBEC  ')).toEqual(['quebec']);
    expect(searchTerms('!!!')).toEqual([]);
  });

  it('finds an item when every word starts a word of it, the title outranking the description', () => {
    expect(rankBySearch(items, 'even', fields).map((item) => item.name)).toEqual(['Even Tone Concentrate', 'Radiance Serum']);
    expect(rankBySearch(items, 'quebec', fields).map((item) => item.name)).toEqual(['Noirelle Québec']);
    expect(rankBySearch(items, 'ser', fields).map((item) => item.name)).toEqual(['Radiance Serum']);
  });

  it('needs every word to match, and finds nothing for an empty query', () => {
    expect(rankBySearch(items, 'serum marks', fields)).toEqual([]);
    expect(rankBySearch(items, '', fields)).toEqual([]);
    expect(rankBySearch(items, 'erum', fields)).toEqual([]);
  });
});
