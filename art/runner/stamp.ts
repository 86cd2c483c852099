import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AppName } from 'shared/federation-apps';
import { manifestFile, stampPath } from './paths';

/** What manifest.ts says of a picture (an image, or a video's poster) besides its list entry. */
export interface PictureFacts {
  width: number;
  height: number;
  /** The 24px blurred preview, a data: URL. */
  placeholder: string;
}

export interface ItemStamp {
  /** `itemInputHash` when the files were rendered. */
  inputHash: string;
  /** sha256 of every file the item produced, by path relative to the app's folder. */
  files: Record<string, string>;
  /** For an image or a video: its picture's facts, so manifest.ts is rewritten and checked without rendering. */
  picture?: PictureFacts;
  /** For a video: the encoder that made it (also in its input hash). */
  ffmpeg?: string;
}

/**
 * `src/art/generated/stamp.json`, written by `npm run art`, never by hand: each listed item's input
 * hash and files, and the manifest's hash. Items are keyed `image:<id>`, `video:<id>`, `file:<path>`.
 */
export interface Stamp {
  items: Record<string, ItemStamp>;
  /** sha256 of the generated manifest.ts. */
  manifest: string;
}

/** The stamp on disk; one of another shape counts as empty, so every item is rendered again. */
export function readStamp(app: AppName): Stamp | null {
  if (!existsSync(stampPath(app))) return null;
  const stamp = JSON.parse(readFileSync(stampPath(app), 'utf8')) as Partial<Stamp>;
  return { items: stamp.items ?? {}, manifest: stamp.manifest ?? '' };
}

export function writeStamp(app: AppName, stamp: Stamp): void {
  mkdirSync(dirname(stampPath(app)), { recursive: true });
  writeFileSync(stampPath(app), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Every file the stamp vouches for, the manifest included: path relative to the app's folder → sha256. */
export function stampedFiles(app: AppName, stamp: Stamp): Map<string, string> {
  const files = new Map(Object.values(stamp.items).flatMap((item) => Object.entries(item.files)));
  files.set(manifestFile(app), stamp.manifest);
  return files;
}

export const sortedRecord = <T>(entries: Iterable<[string, T]>): Record<string, T> =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
