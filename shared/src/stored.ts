/**
 * What the site keeps in the visitor's browser (localStorage, sessionStorage), read back as
 * untrusted input: anything can be there (an older version of the site, an extension, a hand in
 * the devtools), and a value of the wrong shape must never break a page. Every read goes through
 * here: a value is checked against the shape the site writes, and anything else reads as nothing,
 * so the next write replaces it. Storage that throws (disabled, a sandboxed frame, a full quota)
 * reads as nothing and takes no writes.
 *
 * No dependency, so the boot script can use it and stay small: a shape is a type guard, hand-written
 * for a string or a small record; a zod schema fits as `(value) => schema.safeParse(value).success`.
 */

export type StorageArea = 'localStorage' | 'sessionStorage';

/** Whether a value read back is what the site writes there. */
export type StoredShape<T> = (value: unknown) => value is T;

function storageArea(area: StorageArea): Storage | undefined {
  try {
    return globalThis[area];
  } catch {
    return undefined;
  }
}

/** The text stored under `key`, if there is any (and it has `shape`, when given). */
export function readStored(area: StorageArea, key: string): string | undefined;
export function readStored<T extends string>(area: StorageArea, key: string, shape: StoredShape<T>): T | undefined;
export function readStored(area: StorageArea, key: string, shape?: StoredShape<string>): string | undefined {
  let text: string | null | undefined;
  try {
    text = storageArea(area)?.getItem(key);
  } catch {
    return undefined;
  }
  if (typeof text !== 'string') return undefined;
  return !shape || shape(text) ? text : undefined;
}

/** The value stored as JSON under `key`, if it parses and has `shape`. */
export function readStoredJson<T>(area: StorageArea, key: string, shape: StoredShape<T>): T | undefined {
  const text = readStored(area, key);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return shape(value) ? value : undefined;
}

/** Stores `text` under `key`; false when the storage refused (the value then lasts as long as the page holds it). */
export function writeStored(area: StorageArea, key: string, text: string): boolean {
  try {
    const storage = storageArea(area);
    if (!storage) return false;
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Stores `value` as JSON under `key` (see writeStored). */
export function writeStoredJson(area: StorageArea, key: string, value: unknown): boolean {
  return writeStored(area, key, JSON.stringify(value));
}

/** A plain object (not null, not an array) whose every value has `shape`: a table by key. */
export function isRecordOf<T>(shape: StoredShape<T>): StoredShape<Record<string, T>> {
  return (value: unknown): value is Record<string, T> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => shape(entry));
}
