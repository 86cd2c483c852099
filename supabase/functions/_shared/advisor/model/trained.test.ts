import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, KINDS, TOPICS } from './labels.ts';
import { trainedModel } from './trained.ts';

describe('the trained model', () => {
  it('is small enough to ship in the edge function: at most 2 MB', () => {
    expect(statSync(new URL('./model.json', import.meta.url)).size).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it('has every head the advisor reads, with their labels', () => {
    const read = trainedModel.read('a question');
    expect(read.kind.ranked.map(({ label }) => label).sort()).toEqual([...KINDS].sort());
    expect(read.language.ranked.map(({ label }) => label).sort()).toEqual([...LANGUAGES].sort());
    // The advisor's introduction is the greeting kind's reply; the page head names the other topics.
    expect(read.page.ranked.map(({ label }) => label)).toEqual(expect.arrayContaining(TOPICS.filter((topic) => topic !== 'about:advisor')));
  });
});
