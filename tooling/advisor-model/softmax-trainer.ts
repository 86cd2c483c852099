import { featurise, type FeatureOptions, type SparseVector } from 'backend/advisor/model/features';
import { softmax, type HeadData } from 'backend/advisor/model/classifier';
import { packHead } from './pack-head';

/**
 * Trains one softmax head (backend/advisor/model/classifier) with AdaGrad and L2, on sparse hashed
 * features: deterministic for a seed (the order of examples is the only randomness).
 */

export interface TrainingExample {
  text: string;
  label: string;
  /** How much the example counts against a visitor's question (1); a page's own sentences count less. */
  weight?: number;
}

export interface TrainOptions {
  features: FeatureOptions;
  epochs: number;
  learningRate: number;
  /** L2 penalty, applied to the weights an example touches (lazily, as sparse SGD does). */
  l2: number;
  /** L1 penalty: what keeps the stored model small (most bucket and class pairs end at zero). */
  l1: number;
  seed: number;
  /** Quantised weights below this many levels (of 127) are dropped from the JSON. */
  pruneBelow: number;
  /**
   * A feature (bucket) learns only when at least this many examples have it: one seen once is
   * noise, and its weights would fill the stored model (fastText's `-minCount`, scikit-learn's `min_df`).
   */
  minCount: number;
}

export const DEFAULT_TRAIN_OPTIONS: Omit<TrainOptions, 'features'> = { epochs: 12, learningRate: 0.2, l2: 1e-5, l1: 1.5e-4, seed: 7, pruneBelow: 5, minCount: 5 };

/** Mulberry32: a small seeded generator, so a seed gives the same model on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with a seeded generator: a new array, the input untouched. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface Encoded {
  features: SparseVector;
  label: number;
  weight: number;
}

/** The state AdaGrad updates: weights and their squared-gradient sums, bucket-major. */
interface Parameters {
  classCount: number;
  weights: Float32Array;
  weightSquares: Float32Array;
  bias: Float64Array;
  biasSquares: Float64Array;
}

// Indices below are within the arrays by construction (buckets < 2^bits, classes < classCount): the
// assertions spare the hot loops a check per weight.
function step(parameters: Parameters, example: Encoded, { learningRate, l2, l1 }: TrainOptions): void {
  const { classCount, weights, weightSquares, bias, biasSquares } = parameters;
  const { indices, values } = example.features;
  const scores = Float64Array.from(bias);
  indices.forEach((bucket, i) => {
    for (let c = 0; c < classCount; c++) scores[c] = scores[c]! + values[i]! * weights[bucket * classCount + c]!;
  });
  const probabilities = softmax(scores);
  for (let c = 0; c < classCount; c++) {
    const error = example.weight * (probabilities[c]! - (c === example.label ? 1 : 0));
    biasSquares[c] = biasSquares[c]! + error * error;
    bias[c] = bias[c]! - (learningRate * error) / Math.sqrt(biasSquares[c]! + 1e-8);
    indices.forEach((bucket, i) => {
      const at = bucket * classCount + c;
      const gradient = error * values[i]! + l2 * weights[at]!;
      weightSquares[at] = weightSquares[at]! + gradient * gradient;
      const rate = learningRate / Math.sqrt(weightSquares[at]! + 1e-8);
      const moved = weights[at]! - rate * gradient;
      // L1 as a truncated gradient: a weight that the data keeps near zero becomes exactly zero, and
      // leaves the stored model (Langford, Li and Zhang, "Sparse online learning via truncated gradient", 2009).
      weights[at] = Math.sign(moved) * Math.max(0, Math.abs(moved) - rate * l1);
    });
  }
}

/** Trains a head on the examples; its labels are `labels`, in that order (every example's label must be one). */
export function trainHead(examples: readonly TrainingExample[], labels: readonly string[], options: TrainOptions): HeadData {
  const classOf = new Map(labels.map((label, i) => [label, i]));
  const encoded: Encoded[] = examples.map((example) => {
    const label = classOf.get(example.label);
    if (label === undefined) throw new Error(`Label "${example.label}" is not among the head's labels`);
    return { features: featurise(example.text, options.features), label, weight: example.weight ?? 1 };
  });
  const uses = new Map<number, number>();
  for (const { features } of encoded) for (const bucket of features.indices) uses.set(bucket, (uses.get(bucket) ?? 0) + 1);
  for (const example of encoded) {
    const kept = example.features.indices.flatMap((bucket, i) => ((uses.get(bucket) ?? 0) >= options.minCount ? [i] : []));
    example.features = { indices: kept.map((i) => example.features.indices[i]!), values: kept.map((i) => example.features.values[i]!) };
  }
  const classCount = labels.length;
  const size = 2 ** options.features.bucketBits * classCount;
  const parameters: Parameters = { classCount, weights: new Float32Array(size), weightSquares: new Float32Array(size), bias: new Float64Array(classCount), biasSquares: new Float64Array(classCount) };
  const random = seededRandom(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const example of shuffled(encoded, random)) step(parameters, example, options);
  }
  return packHead([...labels], parameters.bias, parameters.weights, { pruneBelow: options.pruneBelow });
}
