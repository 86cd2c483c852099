import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAIN_OPTIONS, seededRandom, shuffled, trainHead, type TrainingExample, type TrainOptions } from './softmax-trainer';

// Sentences of its own, from no set: two kinds of question a library desk gets.
const examples: TrainingExample[] = [
  { text: 'when does the reading room open', label: 'hours' },
  { text: 'are you open on saturday mornings', label: 'hours' },
  { text: 'what time do you close tonight', label: 'hours' },
  { text: 'how many books can I borrow', label: 'loans' },
  { text: 'can I renew a loan online', label: 'loans' },
  { text: 'how long may I keep a borrowed book', label: 'loans' },
];
const options: TrainOptions = { ...DEFAULT_TRAIN_OPTIONS, features: { bucketBits: 12, charMin: 2, charMax: 4 }, epochs: 5 };

describe('trainHead', () => {
  it('gives the same model for the same seed, and another for another seed', () => {
    const first = JSON.stringify(trainHead(examples, ['hours', 'loans'], options));
    expect(JSON.stringify(trainHead(examples, ['hours', 'loans'], options))).toBe(first);
    expect(JSON.stringify(trainHead(examples, ['hours', 'loans'], { ...options, seed: options.seed + 1 }))).not.toBe(first);
  });

  it('refuses an example whose label is not among the head’s', () => {
    expect(() => trainHead([{ text: 'where is the café', label: 'food' }], ['hours', 'loans'], options)).toThrow('"food"');
  });
});

describe('seeded shuffling', () => {
  it('is the same permutation for a seed, and leaves its input alone', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const once = shuffled(items, seededRandom(3));
    expect(shuffled(items, seededRandom(3))).toEqual(once);
    expect([...once].sort((a, b) => a - b)).toEqual(items);
    expect(once).not.toEqual(items);
  });
});
