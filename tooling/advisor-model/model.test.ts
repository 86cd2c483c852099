import { describe, expect, it } from 'vitest';
import { balanced } from './model';

describe('balanced', () => {
  const examples = [
    { text: 'a', label: 'common' },
    { text: 'b', label: 'common' },
    { text: 'c', label: 'common' },
    { text: 'd', label: 'rare', weight: 0.5 },
  ];

  it('leaves the weights as they are at power 0', () => {
    expect(balanced(examples, 0).map((example) => example.weight)).toEqual([1, 1, 1, 0.5]);
  });

  it('makes each label weigh the same in all at power 1, on top of an example’s own weight', () => {
    // Four examples of two labels: a mean of 2, so the common label's weigh 2/3 and the rare one's 2.
    expect(balanced(examples, 1).map((example) => example.weight)).toEqual([2 / 3, 2 / 3, 2 / 3, 1]);
  });

  it('goes halfway, as a square root, at power 0.5', () => {
    const [common, , , rare] = balanced(examples, 0.5).map((example) => example.weight!);
    expect(common).toBeCloseTo(Math.sqrt(2 / 3));
    expect(rare).toBeCloseTo(0.5 * Math.sqrt(2));
  });
});
