import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_OPTIONS, featurise, fnv1a, normalise, terms } from './features.ts';

describe('featurise', () => {
  it('gives the same features for the same text, every time', () => {
    expect(featurise('Which serum fades dark marks?')).toEqual(featurise('Which serum fades dark marks?'));
  });

  it('reads French and Spanish the same with or without accents', () => {
    expect(featurise('Une crème légère pour l’été ?')).toEqual(featurise('une creme legere pour l ete'));
    expect(featurise('¿Cuánto cuesta el tratamiento facial?')).toEqual(featurise('cuanto cuesta el tratamiento facial'));
    expect(normalise('ＣＲÈＭＥ Ñandú')).toBe('creme nandu');
  });

  it('has words, word pairs and character n-grams that never cross a word boundary', () => {
    const all = terms('dry hair', { ...DEFAULT_FEATURE_OPTIONS, charMin: 2, charMax: 3 });
    expect(all).toEqual(expect.arrayContaining(['w:dry', 'w:hair', 'b:dry hair', 'c: d', 'c:ry ', 'c: ha', 'c:air', 'c:ir ']));
    expect(all.filter((term) => term.startsWith('c:') && /\S \S/.test(term.slice(2)))).toEqual([]);
  });

  it('weighs repeats sublinearly and is of unit length, its buckets in range and ascending', () => {
    const options = { ...DEFAULT_FEATURE_OPTIONS, bucketBits: 12 };
    const { indices, values } = featurise('oil oil oil oil and a balm', options);
    expect(Math.hypot(...values)).toBeCloseTo(1, 10);
    expect(indices.every((index, i) => index >= 0 && index < 2 ** 12 && (i === 0 || index > indices[i - 1]!))).toBe(true);
    const weightOf = (term: string) => values[indices.indexOf(fnv1a(term) & (2 ** 12 - 1))] ?? NaN;
    // Four times the word weighs 1 + ln 4 times a word said once, not four times.
    expect(weightOf('w:oil') / weightOf('w:balm')).toBeCloseTo(1 + Math.log(4), 10);
  });

  it('gives nothing for text with no letters or digits', () => {
    expect(featurise(' ?!… ')).toEqual({ indices: [], values: [] });
  });
});
