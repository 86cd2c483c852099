import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRecordOf, readStored, readStoredJson, writeStored, writeStoredJson } from './stored';

const isCount = (value: unknown): value is number => typeof value === 'number';
const isCounts = isRecordOf(isCount);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('reading back what the site stored', () => {
  it('reads text, and JSON of the shape it was written with', () => {
    writeStored('localStorage', 'word', 'granted');
    writeStoredJson('sessionStorage', 'counts', { a: 1, b: 2 });
    expect(readStored('localStorage', 'word')).toBe('granted');
    expect(readStored('localStorage', 'word', (text): text is 'granted' => text === 'granted')).toBe('granted');
    expect(readStoredJson('sessionStorage', 'counts', isCounts)).toEqual({ a: 1, b: 2 });
    expect(readStored('localStorage', 'missing')).toBeUndefined();
  });

  for (const [shape, stored] of Object.entries({ null: 'null', 'a number': '42', 'an array': '[1,2]', 'an object with wrong fields': '{"a":"one"}', 'invalid JSON': '{"a":' })) {
    it(`reads ${shape} as nothing where a table of numbers is expected`, () => {
      sessionStorage.setItem('counts', stored);
      expect(readStoredJson('sessionStorage', 'counts', isCounts)).toBeUndefined();
    });
  }

  it('reads text of another shape as nothing', () => {
    localStorage.setItem('word', 'maybe');
    expect(readStored('localStorage', 'word', (text): text is 'granted' => text === 'granted')).toBeUndefined();
  });

  it('never throws when storage refuses: reads nothing, and says a write was not kept', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(readStoredJson('sessionStorage', 'counts', isCounts)).toBeUndefined();
    expect(readStored('localStorage', 'word')).toBeUndefined();
    expect(writeStored('localStorage', 'word', 'granted')).toBe(false);
  });
});
