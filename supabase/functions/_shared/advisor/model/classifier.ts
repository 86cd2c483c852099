/**
 * Multinomial logistic regression (softmax) over sparse hashed features (./features.ts): the
 * inference half, for the edge function. Hand-written because npm's (ml-logistic-regression) work
 * on dense matrices, and 2^18 hashed buckets times dozens of classes do not fit one.
 *
 * A head's weights are stored quantised to bytes, near-zero ones pruned, bucket by bucket: JSON
 * with the bytes in base64 (a third of the size of number arrays), read with `atob` alone, which
 * Deno, Node and browsers all have. The trainer writes it (tooling/advisor-model/pack-head.ts).
 */
import type { FeatureOptions, SparseVector } from './features.ts';

/** One trained head, as JSON: `weight = quantised * scale`. */
export interface HeadData {
  labels: string[];
  bias: number[];
  scale: number;
  /** Buckets that keep at least one weight, ascending, each as its distance from the one before. */
  bucketDeltas: number[];
  /** How many (class, weight) entries each of those buckets has. */
  entryCounts: number[];
  /** Per entry, in base64: the class's index in `labels` (a byte), and its quantised weight (a signed byte). */
  classes: string;
  weights: string;
}

export interface ModelData {
  version: 1;
  /** A hash of what it was learned from (tooling/advisor-model/train.ts): a model stamped otherwise is stale. */
  trainedFrom?: string;
  features: FeatureOptions;
  heads: Record<string, HeadData>;
  /**
   * For each document, the questions each of its sentences answered in training, by the sentence
   * (normalised): a sentence is near a question like them, in whatever words ("how often", "three
   * times a week").
   */
  answered?: Record<string, Record<string, string[]>>;
}

export interface Prediction {
  label: string;
  /** The softmax probability of `label`. */
  confidence: number;
  /** Every label, most probable first. */
  ranked: { label: string; probability: number }[];
}

export interface Head {
  labels: readonly string[];
  predict(features: SparseVector): Prediction;
}

/** The exponentials of scores, normalised to sum to one (shifted by the maximum, so nothing overflows). */
export function softmax(scores: ArrayLike<number>): number[] {
  const max = Math.max(...Array.from(scores));
  const exps = Array.from(scores, (score) => Math.exp(score - max));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return exps.map((value) => value / total);
}

const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

/** Reads a head's JSON into a lookup from bucket to its entries. */
export function loadHead(data: HeadData): Head {
  const classes = fromBase64(data.classes);
  const weights = new Int8Array(fromBase64(data.weights).buffer);
  const ranges = new Map<number, [number, number]>();
  let bucket = 0;
  let start = 0;
  data.bucketDeltas.forEach((delta, i) => {
    bucket += delta;
    const end = start + (data.entryCounts[i] ?? 0);
    ranges.set(bucket, [start, end]);
    start = end;
  });
  const predict = (features: SparseVector): Prediction => {
    const scores = Float64Array.from(data.bias);
    features.indices.forEach((index, i) => {
      const range = ranges.get(index);
      if (!range) return;
      const value = (features.values[i] ?? 0) * data.scale;
      // Indices within the ranges built above: the assertions spare the hot loop a check per weight.
      for (let entry = range[0]; entry < range[1]; entry++) {
        const label = classes[entry]!;
        scores[label] = scores[label]! + value * weights[entry]!;
      }
    });
    const ranked = softmax(scores)
      .map((probability, i) => ({ label: data.labels[i] ?? '', probability }))
      .sort((a, b) => b.probability - a.probability);
    const [best] = ranked;
    if (!best) throw new Error('A head has no labels');
    return { label: best.label, confidence: best.probability, ranked };
  };
  return { labels: data.labels, predict };
}
