import { afterEach, describe, expect, it } from 'vitest';
import { readPositions, savePosition } from './scroll-positions';

const KEY = 'noirelle:scroll-positions';

/** Values another version of the site, an extension or a hand in the devtools may have left there. */
const wrongShapes = {
  null: 'null',
  'a number': '42',
  'an array': '[120, 300]',
  'an object with wrong fields': '{"abc123":"top","def456":{"y":40}}',
  'invalid JSON': '{"abc123":',
};

afterEach(() => sessionStorage.clear());

describe('scroll positions kept for Back and Forward', () => {
  it('reads back what was saved, by history entry', () => {
    savePosition('abc123', 640.4);
    savePosition('def456', 0);
    expect(readPositions()).toEqual({ abc123: 640, def456: 0 });
  });

  for (const [shape, stored] of Object.entries(wrongShapes)) {
    it(`reads ${shape} as no positions, and the next save replaces it`, () => {
      sessionStorage.setItem(KEY, stored);
      expect(readPositions()).toEqual({});
      expect(() => savePosition('abc123', 200)).not.toThrow();
      expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({ abc123: 200 });
    });
  }
});
