/**
 * Where the visitor was on each history entry (by react-router's location key), kept in session
 * storage so Back and Forward return there, across reloads too. What is stored is read back as
 * untrusted (shared/stored): anything but a table of positions reads as none, and the next save
 * replaces it, so a stray value can never break navigation.
 */
import { isRecordOf, readStoredJson, writeStoredJson } from 'shared/stored';

const STORAGE_KEY = 'noirelle:scroll-positions';
/** Enough history entries to go back through; older ones are dropped so the storage stays small. */
const MAX_ENTRIES = 50;

const isPositions = isRecordOf((value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0);

export function readPositions(): Record<string, number> {
  return readStoredJson('sessionStorage', STORAGE_KEY, isPositions) ?? {};
}

export function savePosition(key: string, y: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = Math.max(0, Math.round(y));
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  // Refused (storage full, private mode): going back then starts at the top, which is harmless.
  writeStoredJson('sessionStorage', STORAGE_KEY, positions);
}
