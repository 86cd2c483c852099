/**
 * A question as sparse hashed features, the way Rasa NLU's CountVectors (`char_wb` analyzer) and
 * fastText's supervised mode see text: words, word pairs and character n-grams inside word
 * boundaries, each hashed into a fixed number of buckets. Character n-grams carry what words miss on
 * a phone: typos, plurals, "moisturiser" and "moisturizer". Accents are folded away, so French and
 * Spanish typed with or without them give the same features.
 *
 * No Node or Deno API: it runs in the edge function and in the Node trainer alike.
 */

/** How text becomes features; stored in the model, so inference hashes as training did. */
export interface FeatureOptions {
  /** Buckets are 2^bucketBits. */
  bucketBits: number;
  /** Character n-gram lengths, inclusive, counted inside " word " (padded by one space each side). */
  charMin: number;
  charMax: number;
}

export const DEFAULT_FEATURE_OPTIONS: FeatureOptions = { bucketBits: 16, charMin: 2, charMax: 4 };

/** Bucket ids ascending, each with its weight; L2-normalised. */
export interface SparseVector {
  indices: number[];
  values: number[];
}

/** Lower case, compatibility forms and accents folded, anything but letters and digits a space. */
export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 32-bit FNV-1a over UTF-16 code units: cheap, deterministic, and the same in every engine. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The raw terms of a text, before hashing: `w:` words, `b:` word pairs, `c:` character n-grams. */
export function terms(text: string, options: FeatureOptions = DEFAULT_FEATURE_OPTIONS): string[] {
  const words = normalise(text).split(' ').filter(Boolean);
  const out: string[] = [];
  words.forEach((word, i) => {
    out.push(`w:${word}`);
    if (i > 0) out.push(`b:${words[i - 1]} ${word}`);
    const padded = ` ${word} `;
    for (let n = options.charMin; n <= options.charMax; n++) {
      for (let start = 0; start + n <= padded.length; start++) out.push(`c:${padded.slice(start, start + n)}`);
    }
  });
  return out;
}

/** Sublinear term frequency (1 + ln tf) per bucket, L2-normalised, buckets ascending. */
export function featurise(text: string, options: FeatureOptions = DEFAULT_FEATURE_OPTIONS): SparseVector {
  const mask = 2 ** options.bucketBits - 1;
  const counts = new Map<number, number>();
  for (const term of terms(text, options)) {
    const bucket = fnv1a(term) & mask;
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  const indices = [...counts.keys()].sort((a, b) => a - b);
  const weights = indices.map((bucket) => 1 + Math.log(counts.get(bucket)!));
  const norm = Math.sqrt(weights.reduce((sum, weight) => sum + weight * weight, 0)) || 1;
  return { indices, values: weights.map((weight) => weight / norm) };
}

/** The cosine of two texts' features (each is L2-normalised): how much they share, from 0 to 1. */
export function similarity(a: SparseVector, b: SparseVector): number {
  let sum = 0;
  for (let i = 0, j = 0; i < a.indices.length && j < b.indices.length; ) {
    const [x, y] = [a.indices[i]!, b.indices[j]!];
    if (x === y) sum += a.values[i++]! * b.values[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return sum;
}
