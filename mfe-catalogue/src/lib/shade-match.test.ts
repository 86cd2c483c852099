import { describe, expect, it } from 'vitest';
import { catalogueItems } from '../data/items';
import { depthOf, findShade, MONK_TONES, SHADED_ITEM, SHADES, UNDERTONES, type MonkTone, type Undertone } from '../data/shades';
import { contrastRatio, inkOn, INKS } from './colour';
import { nearestShade, recommendShades, undertoneFrom } from './shade-match';

describe('the shade range', () => {
  it('has 40 shades, 22 of them at Monk 7 to 10, each named by its depth and undertone', () => {
    expect(SHADES).toHaveLength(40);
    expect(SHADES.filter((shade) => shade.monk >= 7)).toHaveLength(22);
    expect(new Set(SHADES.map((shade) => shade.id)).size).toBe(40);
    for (const shade of SHADES) {
      expect(shade.name, shade.id).toMatch(new RegExp(`^${shade.code.replace('+', '\\+')} .+ ${shade.undertone.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`)}(, deeper)?$`));
      expect(shade.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('prints each swatch’s code in the ink that reads on it, at 4.5:1 or more', () => {
    for (const shade of SHADES) expect(contrastRatio(shade.hex, inkOn(shade.hex)), shade.code).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(INKS.ivory, INKS.espresso)).toBeGreaterThan(15);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
  });

  it('has every undertone at every depth from Monk 6 up', () => {
    for (const monk of MONK_TONES.filter((tone) => tone >= 6)) for (const undertone of UNDERTONES) expect(SHADES.some((shade) => shade.monk === monk && shade.undertone === undertone), `${monk} ${undertone}`).toBe(true);
  });

  it('runs from the lightest to the deepest, and belongs to the foundation', () => {
    const depths = SHADES.map(depthOf);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(catalogueItems.some((item) => item.id === SHADED_ITEM)).toBe(true);
    expect(findShade('8r')?.name).toBe('8R Rich Deep Red');
    expect(findShade('nope')).toBeUndefined();
  });
});

describe('the nearest shade', () => {
  it('is, for every depth and undertone, the nearest by depth, then by undertone', () => {
    const undertoneDistance = (a: Undertone, b: Undertone) => Math.abs(UNDERTONES.indexOf(a) - UNDERTONES.indexOf(b));
    for (const depth of MONK_TONES) {
      for (const undertone of UNDERTONES) {
        const shade = nearestShade(depth, undertone);
        // Every Monk tone has shades: the depth is the one asked, and no shade there is nearer in undertone.
        expect(shade.monk, `${depth} ${undertone}`).toBe(depth);
        const atDepth = SHADES.filter((candidate) => candidate.monk === depth);
        expect(Math.min(...atDepth.map((candidate) => undertoneDistance(candidate.undertone, undertone)))).toBe(undertoneDistance(shade.undertone, undertone));
        // Of a tone and its step deeper, the tone itself.
        expect(shade.code.endsWith('+')).toBe(false);
      }
    }
  });

  it('is the exact depth and undertone from Monk 6 up, and the nearest undertone below', () => {
    expect(nearestShade(9, 'blue-black').code).toBe('9B');
    expect(nearestShade(6, 'olive').code).toBe('6O');
    // No olive shade at Monk 1: gold is the nearest undertone to olive.
    expect(nearestShade(1, 'olive').code).toBe('1G');
    // An undertone not known is neutral.
    expect(nearestShade(8, null).code).toBe('8N');
  });
});

describe('the recommendation', () => {
  it('gives the match and a shade either side, each with a reason', () => {
    const { matches, lighter, deeper } = recommendShades({ depths: [8], undertone: 'red' });
    expect(matches.map((match) => match.shade.code)).toEqual(['8R']);
    expect(matches[0]!.reason).toBe('Monk 8 is your depth and your undertone is red: this is the red shade at that depth.');
    expect(lighter?.shade.code).toBe('7R');
    expect(deeper?.shade.code).toBe('9R');
    expect(deeper?.reason).toContain('gray or ashy');
  });

  it('gives both when the visitor is between two depths, the deeper first for skin that rarely burns', () => {
    const between = recommendShades({ depths: [7, 8], undertone: 'gold' });
    expect(between.matches.map((match) => match.shade.code)).toEqual(['7G', '8G']);
    expect(between.matches[0]!.reason).toContain('between Monk 7 and Monk 8');
    expect(between.lighter?.shade.code).toBe('6G');
    expect(between.deeper?.shade.code).toBe('9G');
    expect(recommendShades({ depths: [7, 8], undertone: 'gold', sun: 'never-burns' }).matches.map((match) => match.shade.code)).toEqual(['8G', '7G']);
  });

  it('steps to the "+" shade and past the ends of the range only where there is one', () => {
    expect(recommendShades({ depths: [9], undertone: 'red' }).deeper?.shade.code).toBe('9R+');
    expect(recommendShades({ depths: [10], undertone: 'blue-black' }).deeper?.shade.code).toBe('10B+');
    expect(recommendShades({ depths: [10], undertone: 'gold' }).deeper).toBeUndefined();
    expect(recommendShades({ depths: [1], undertone: 'neutral' }).lighter).toBeUndefined();
  });

  it('says when the range has no shade of the undertone at that depth, and never ranks one skin above another', () => {
    const { matches } = recommendShades({ depths: [2], undertone: 'olive' });
    expect(matches[0]!.reason).toContain('no olive shade there');
    const reasons = MONK_TONES.flatMap((depth) => UNDERTONES.flatMap((undertone) => Object.values(recommendShades({ depths: [depth as MonkTone], undertone })).flat()))
      .flatMap((match) => (match && 'reason' in match ? [match.reason] : []));
    for (const reason of reasons) expect(reason).not.toMatch(/\b(better|best|ideal|perfect|flawless|fairer|brighter|improve)\b/i);
  });
});

describe('the undertone from everyday answers', () => {
  it.each([
    [{ jewellery: 'gold', veins: 'green' }, 'gold'],
    [{ jewellery: 'gold', veins: 'green', foundations: 'orange' }, 'olive'],
    [{ jewellery: 'silver', veins: 'blue-purple' }, 'blue-black'],
    [{ jewellery: 'both', veins: 'both' }, 'neutral'],
    [{ foundations: 'gray-ashy' }, 'red'],
    [{ jewellery: 'gold', foundations: 'gray-ashy' }, 'red'],
  ] as const)('reads %o as %s', (answers, undertone) => {
    expect(undertoneFrom(answers)).toBe(undertone);
  });

  it('is not known when the answers point nowhere or are split evenly', () => {
    expect(undertoneFrom({})).toBeNull();
    expect(undertoneFrom({ veins: 'cannot-tell', foundations: 'fine' })).toBeNull();
    expect(undertoneFrom({ jewellery: 'gold', veins: 'blue-purple' })).toBeNull();
  });
});
