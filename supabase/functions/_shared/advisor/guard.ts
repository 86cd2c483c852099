import type { Reading } from './read.ts';

/**
 * A worry about health is referred when the model gives it this much probability, far below an even
 * chance: a referral given to a beauty question costs a sentence, a serum sold for a mole could keep
 * someone from a doctor. Set by cross-validation on the seen set (docs/advisor.md).
 */
export const REFER_AT = 0.2;
/** A question is declined (the concierge, no page) when the model is at least this sure it should be. */
export const DECLINE_AT = 0.5;

export type Guarded = 'referral' | 'reaction' | 'decline';

/**
 * The second stage: what must not be answered from the pages. A worry about health (a reaction to
 * something used is told to stop it), and what the house does not answer (off-topic questions,
 * instructions to the advisor, other visitors' data), which the concierge may.
 */
export function guard({ model }: Reading): Guarded | null {
  const probability = (label: string) => model.kind.ranked.find((entry) => entry.label === label)?.probability ?? 0;
  const reaction = probability('reaction');
  const referral = probability('referral');
  if (reaction + referral >= REFER_AT) return reaction > referral ? 'reaction' : 'referral';
  if (probability('decline') >= DECLINE_AT) return 'decline';
  return null;
}
