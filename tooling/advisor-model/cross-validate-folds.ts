import type { AdvisorCase } from '../search/relevance';
import { kindOf } from './examples';
import { seededRandom, shuffled } from './softmax-trainer';

/** Stratified by what a right reply is (its kind, and its page for answers): each fold holds a fifth of each. */
export function stratifiedFolds(cases: readonly AdvisorCase[], folds: number, seed: number): AdvisorCase[][] {
  const random = seededRandom(seed);
  const groups = new Map<string, AdvisorCase[]>();
  for (const entry of cases) {
    const key = `${kindOf(entry)} ${entry.expectLink ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const out: AdvisorCase[][] = Array.from({ length: folds }, () => []);
  let next = 0;
  for (const key of [...groups.keys()].sort()) for (const entry of shuffled(groups.get(key)!, random)) out[next++ % folds]!.push(entry);
  return out;
}

