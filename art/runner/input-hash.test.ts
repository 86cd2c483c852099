import { describe, expect, it } from 'vitest';
import { itemInputHash, motifSources, relativeImports, stableJson, type HashInputs } from './input-hash';
import { itemsOf, type ArtItem } from './items';

/** A small art folder, as file contents: two motifs sharing the kit, one standing alone. */
const sources = new Map([
  ['pipeline/engine.ts', "import { motifs } from '../motifs';\nexport const engine = 1;"],
  ['pipeline/types.ts', 'export type Motif = () => string;'],
  ['motifs/index.ts', "export { cover } from './cover';\nexport { icon } from './icon';\nexport { skyline } from './skyline';"],
  ['motifs/kit.ts', "import { palette } from '../pipeline/palette';\nexport const gold = '#d4af37';"],
  ['motifs/shapes.ts', "export const drop = 'M0 0';"],
  ['motifs/cover.ts', "import type { Motif } from '../pipeline/types';\nimport {\n  gold,\n} from './kit';\nexport const cover: Motif = () => gold;"],
  ['motifs/icon.ts', "import { gold } from './kit';\nimport { drop } from './shapes';\nexport const icon = () => gold + drop;"],
  ['motifs/skyline.ts', "export const skyline = () => '<svg/>';"],
]);

const inputs: HashInputs = { sources, sharp: { vips: '8.18.7', sharp: '0.35.5' } };

const items = itemsOf({
  images: [
    { id: 'cover-a', motif: 'cover', aspect: [3, 2], widths: [480, 960], alt: 'A cover in umber and gold' },
    { id: 'skyline-b', motif: 'skyline', aspect: [16, 9], widths: [800], alt: 'A skyline in gold line' },
  ],
  videos: [{ id: 'loop', motif: 'skyline', width: 320, height: 180, fps: 24, seconds: 10, poster: { widths: [320], alt: 'A skyline at dusk' }, captions: [] }],
  files: [{ path: 'brand/icon.png', motif: 'icon', width: 32, height: 32, format: 'png' }],
});

const hashes = (from: HashInputs) => Object.fromEntries(items.map((item) => [item.key, itemInputHash(item, from)]));
const withSource = (path: string, text: string): HashInputs => ({ ...inputs, sources: new Map([...sources, [path, text]]) });
/** The keys whose hash differs between two sets of inputs. */
const changedKeys = (a: HashInputs, b: HashInputs) => items.filter((item) => itemInputHash(item, a) !== itemInputHash(item, b)).map((item) => item.key);

describe('item input hashes', () => {
  it('follow a motif into the modules of art/motifs it imports, and no further', () => {
    expect(motifSources('cover', sources)).toEqual(['motifs/cover.ts', 'motifs/kit.ts']);
    expect(motifSources('icon', sources)).toEqual(['motifs/icon.ts', 'motifs/kit.ts', 'motifs/shapes.ts']);
    expect(motifSources('skyline', sources)).toEqual(['motifs/skyline.ts']);
  });

  it('change for the items of a motif whose source changed, and for no other item', () => {
    expect(changedKeys(inputs, withSource('motifs/cover.ts', "import { gold } from './kit';\nexport const cover = () => gold + '!';"))).toEqual(['image:cover-a']);
    expect(changedKeys(inputs, withSource('motifs/skyline.ts', "export const skyline = () => '<svg></svg>';"))).toEqual(['image:skyline-b', 'video:loop']);
  });

  it('change for every motif that imports a changed local module', () => {
    expect(changedKeys(inputs, withSource('motifs/kit.ts', "export const gold = '#f1d97a';"))).toEqual(['image:cover-a', 'file:brand/icon.png']);
    expect(changedKeys(inputs, withSource('motifs/shapes.ts', "export const drop = 'M1 1';"))).toEqual(['file:brand/icon.png']);
  });

  it('do not change when the motif list or an unused module changes', () => {
    expect(changedKeys(inputs, withSource('motifs/index.ts', "export { banner } from './banner';"))).toEqual([]);
    expect(changedKeys(inputs, withSource('motifs/new-motif.ts', "import { gold } from './kit';"))).toEqual([]);
  });

  it('change for every item when the pipeline or sharp changes', () => {
    const all = items.map((item) => item.key);
    expect(changedKeys(inputs, withSource('pipeline/engine.ts', 'export const engine = 2;'))).toEqual(all);
    expect(changedKeys(inputs, withSource('pipeline/fonts.ts', 'export const fonts = 1;'))).toEqual(all);
    expect(changedKeys(inputs, { ...inputs, sharp: { vips: '8.18.8', sharp: '0.35.5' } })).toEqual(all);
  });

  it('ignore an alt text, which only the manifest shows, but not the rest of the spec', () => {
    const [cover] = items as [ArtItem & { kind: 'image' }];
    const [, , video] = items as [ArtItem, ArtItem, ArtItem & { kind: 'video' }];
    const hashOf = (item: ArtItem) => itemInputHash(item, inputs);
    expect(hashOf({ ...cover, spec: { ...cover.spec, alt: 'Another description' } })).toBe(hashOf(cover));
    expect(hashOf({ ...video, spec: { ...video.spec, poster: { ...video.spec.poster, alt: 'Another description' } } })).toBe(hashOf(video));
    expect(hashOf({ ...cover, spec: { ...cover.spec, widths: [480, 1200] } })).not.toBe(hashOf(cover));
    expect(hashOf({ ...cover, spec: { ...cover.spec, seed: 7 } })).not.toBe(hashOf(cover));
    expect(hashOf({ ...video, spec: { ...video.spec, captions: [{ start: 0, end: 5, text: 'Gold' }] } })).not.toBe(hashOf(video));
  });

  it('do not depend on the order of a spec’s keys', () => {
    expect(stableJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,{"e":0,"f":1}]},"b":1}');
    const [cover] = items as [ArtItem & { kind: 'image' }];
    const reordered = Object.fromEntries(Object.entries(cover.spec).reverse()) as typeof cover.spec;
    expect(itemInputHash({ ...cover, spec: reordered }, inputs)).toBe(itemInputHash(cover, inputs));
  });

  it('are the same for the same inputs', () => {
    expect(hashes(inputs)).toEqual(hashes({ ...inputs, sources: new Map([...sources].reverse()) }));
  });

  it('refuse a motif that imports a module no hash covers, or that has no file of its name', () => {
    expect(() => itemInputHash(items[0]!, withSource('motifs/cover.ts', "import { brand } from '../outside/brand';"))).toThrow(/not a module of art\/motifs/);
    expect(() => motifSources('banner', sources)).toThrow(/no source motifs\/banner.ts/);
  });

  it('read import and export statements, multi-line ones included', () => {
    const text = "import type { A } from '../pipeline/types';\nimport {\n  b,\n  c,\n} from './kit';\nexport { d } from \"./d\";\nimport './side-effect';\nimport sharp from 'sharp';\nconst e = 'from ./nowhere';";
    expect(relativeImports(text)).toEqual(['../pipeline/types', './kit', './d', './side-effect']);
  });
});
