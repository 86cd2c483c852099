import type { HeadData } from 'backend/advisor/model/classifier';

/** A head's JSON as the trainer writes it, for the edge function to read (backend/advisor/model/classifier). */

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and engines cap how many.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * Packs trained weights (`weights[bucket * labels.length + class]`) into a head's JSON: quantised to
 * integers in ±127 (the largest weight is 127), and any that round below `pruneBelow` dropped.
 */
export function packHead(labels: string[], bias: ArrayLike<number>, weights: Float32Array, { pruneBelow = 1 } = {}): HeadData {
  const classCount = labels.length;
  if (classCount > 256) throw new Error('A head stores its class indices in a byte: at most 256 labels');
  const maxAbs = weights.reduce((max, weight) => Math.max(max, Math.abs(weight)), 0);
  const scale = maxAbs / 127 || 1;
  const bucketDeltas: number[] = [];
  const entryCounts: number[] = [];
  const classes: number[] = [];
  const quantisedWeights: number[] = [];
  let previous = 0;
  for (let bucket = 0; bucket * classCount < weights.length; bucket++) {
    let count = 0;
    for (let label = 0; label < classCount; label++) {
      const quantised = Math.round(weights[bucket * classCount + label]! / scale);
      if (Math.abs(quantised) < pruneBelow) continue;
      classes.push(label);
      quantisedWeights.push(quantised);
      count++;
    }
    if (count === 0) continue;
    bucketDeltas.push(bucket - previous);
    entryCounts.push(count);
    previous = bucket;
  }
  const roundedBias = Array.from(bias, (value) => Math.round(value * 1e4) / 1e4);
  return { labels, bias: roundedBias, scale, bucketDeltas, entryCounts, classes: toBase64(Uint8Array.from(classes)), weights: toBase64(new Uint8Array(Int8Array.from(quantisedWeights).buffer)) };
}
