import type { AppName } from 'shared/federation-apps';
import { filesNotAsHashed, orphanFiles, readCommitted } from './committed';
import { currentHashInputs, itemInputHash } from './input-hash';
import { itemsOf, type ArtItem } from './items';
import { manifestFor } from './manifest-source';
import { bundledDir, loadConfig, manifestFile } from './paths';
import { itemLabel, renderItem, type RenderedItem } from './render-item';
import { readStamp, stampedFiles, type ItemStamp, type PictureFacts, type Stamp } from './stamp';

export interface CheckOptions {
  /** Re-render every item and compare byte for byte, not only the items whose inputs changed. */
  all: boolean;
  log: (line: string) => void;
}

/** Committed files that are not what the stamp says was rendered. */
const editedFiles = (app: AppName, stamp: Stamp) => filesNotAsHashed(app, stampedFiles(app, stamp));

/** Listed items the stamp does not know, stamped items no longer listed, files nobody stamped. */
function unmatchedItems(app: AppName, items: readonly ArtItem[], stamp: Stamp): string[] {
  const listed = new Set(items.map((item) => item.key));
  return [
    ...items.filter((item) => !stamp.items[item.key]).map((item) => `${item.key} is listed but has no stamp entry`),
    ...Object.entries(stamp.items)
      .filter(([key]) => !listed.has(key))
      .map(([key, entry]) => `${key} is stamped but no longer listed (its files: ${abbreviated(Object.keys(entry.files))})`),
    ...orphanFiles(app, stamp).map((path) => `${path} is in no item of the stamp`),
  ];
}

/** manifest.ts against what the list and the stamp's picture facts give. */
function manifestProblems(app: AppName, items: readonly ArtItem[], stamp: Stamp): string[] {
  if (items.some((item) => !stamp.items[item.key])) return [];
  const expected = manifestFor(items, (item) => stamp.items[item.key]?.picture);
  if (expected === null) return [`${manifestFile(app)} cannot be rewritten: the stamp lacks a picture's size or placeholder`];
  const committed = readCommitted(app, manifestFile(app));
  return committed?.toString('utf8') === expected ? [] : [`${manifestFile(app)} is not what art.config.ts and the stamp give (an alt text changed?)`];
}

const abbreviated = (paths: readonly string[]) => (paths.length > 3 ? `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more` : paths.join(', '));

const samePicture = (a: PictureFacts | undefined, b: PictureFacts | undefined) =>
  a?.width === b?.width && a?.height === b?.height && a?.placeholder === b?.placeholder;

/** What a fresh render of an item has that the committed files (and the stamp's picture facts) do not. */
function renderDifferences(app: AppName, entry: ItemStamp | undefined, output: RenderedItem): string[] {
  return [
    ...[...output.files].filter(([path, bytes]) => !readCommitted(app, path)?.equals(bytes)).map(([path]) => path),
    ...Object.keys(entry?.files ?? {}).filter((path) => !output.files.has(path)),
    ...(entry && !samePicture(entry.picture, output.picture) ? ['its size or placeholder in the manifest'] : []),
  ];
}

/**
 * A re-rendered item's problems. Changed inputs always fail: either the picture or at least its stamp
 * is out of date, and the render tells which. Otherwise any byte that differs fails.
 */
function renderProblems(item: ArtItem, entry: ItemStamp | undefined, inputsChanged: boolean, differences: readonly string[]): string[] {
  if (inputsChanged) {
    return [
      differences.length
        ? `${item.key}: its inputs changed and a fresh render differs from the committed ${abbreviated(differences)}`
        : `${item.key}: its inputs changed but the stamp was not updated (a fresh render gives the committed bytes)`,
    ];
  }
  const hint = entry ? ' although its inputs did not change (something no hash sees: a font package, a system library, a motif that is not pure?)' : '';
  return differences.map((path) => `${item.key}: ${path} differs from a fresh render${hint}`);
}

/**
 * `npm run art:check` for one app. Reads the stamp and the committed files, and re-renders only the
 * items whose inputs changed (every item with `all`), so with nothing changed it takes seconds.
 */
export async function checkApp(app: AppName, { all, log }: CheckOptions): Promise<string[]> {
  const items = itemsOf(await loadConfig(app));
  const stamp = readStamp(app);
  if (!stamp) return [`${app}: no stamp.json`];
  const inputs = currentHashInputs();
  const problems = [...editedFiles(app, stamp), ...unmatchedItems(app, items, stamp), ...manifestProblems(app, items, stamp)];
  for (const item of items) {
    const entry = stamp.items[item.key];
    const inputsChanged = entry !== undefined && entry.inputHash !== itemInputHash(item, inputs);
    if (!all && !inputsChanged) continue;
    log(`  ${app}: ${itemLabel(item)}${inputsChanged ? ', whose inputs changed' : ''}`);
    const output = await renderItem(item, bundledDir(app));
    problems.push(...renderProblems(item, entry, inputsChanged, renderDifferences(app, entry, output)));
  }
  return problems.map((problem) => `${app}: ${problem}`);
}
