import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAIN_OPTIONS, trainHead, type TrainingExample } from 'tooling/advisor-model/softmax-trainer';
import { packHead } from 'tooling/advisor-model/pack-head';
import { loadHead, softmax } from './classifier.ts';
import { featurise, type FeatureOptions } from './features.ts';

const features: FeatureOptions = { bucketBits: 12, charMin: 2, charMax: 4 };

// A toy domain of its own, nothing to do with the house: three things a sailing club is asked.
const toy: TrainingExample[] = [
  ...['when does the boat leave the harbour', 'what time is the morning sailing', 'is the sailing at noon today', 'which pier does the boat leave from', 'how early should I be at the harbour'].map((text) => ({ text, label: 'sailing' })),
  ...['how much is a year of membership', 'what does joining the club cost', 'is there a discount on membership for students', 'can I pay the membership monthly', 'price of a family membership'].map((text) => ({ text, label: 'membership' })),
  ...['do I need my own life jacket', 'are life jackets provided on board', 'what should I wear on the boat', 'do I need waterproof shoes', 'is a life jacket included'].map((text) => ({ text, label: 'gear' })),
];

const trained = () => loadHead(JSON.parse(JSON.stringify(trainHead(toy, ['sailing', 'membership', 'gear'], { ...DEFAULT_TRAIN_OPTIONS, features, pruneBelow: 1 }))));

describe('a softmax head', () => {
  it('tells apart the classes it was trained on, on questions worded anew', () => {
    const head = trained();
    const ask = (text: string) => head.predict(featurise(text, features));
    expect(ask('what time does the boat leave on sunday').label).toBe('sailing');
    expect(ask('how much does the membership cost').label).toBe('membership');
    expect(ask('do you lend life jackets').label).toBe('gear');
    expect(ask('how much does the membership cost').confidence).toBeGreaterThan(0.6);
  });

  it('is unsure about text unlike anything it learnt', () => {
    const { confidence, ranked } = trained().predict(featurise('quantum chromodynamics lattice', features));
    expect(confidence).toBeLessThan(0.5);
    expect(ranked.map((entry) => entry.label).sort()).toEqual(['gear', 'membership', 'sailing']);
    expect(ranked.reduce((sum, entry) => sum + entry.probability, 0)).toBeCloseTo(1, 10);
  });

  it('packs weights into bytes and reads them back within a quantisation step, dropping those below the pruning level', () => {
    const weights = Float32Array.from([0.5, -1.27, 0, 0, 0.004, 1.27]);
    const head = packHead(['a', 'b'], [0.1, -0.1], weights, { pruneBelow: 1 });
    expect(head.bucketDeltas).toEqual([0, 2]);
    expect(head.entryCounts).toEqual([2, 1]);
    const read = loadHead(JSON.parse(JSON.stringify(head)));
    const scores = read.predict({ indices: [0], values: [1] }).ranked;
    const expected = softmax([0.1 + 0.5, -0.1 - 1.27]);
    expect(scores.map((entry) => entry.probability)).toEqual(expected.map((probability) => expect.closeTo(probability, 2)));
    const pruned = read.predict({ indices: [2], values: [1] });
    expect(pruned.ranked.find((entry) => entry.label === 'b')!.probability).toBeCloseTo(softmax([0.1, -0.1 + 1.27])[1] ?? NaN, 2);
  });
});
