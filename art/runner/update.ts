import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppName } from 'shared/federation-apps';
import { sha256 } from '../pipeline/engine';
import { filesNotAsHashed, orphanFiles } from './committed';
import { currentHashInputs, itemInputHash } from './input-hash';
import { itemsOf, type ArtItem } from './items';
import { manifestFor } from './manifest-source';
import { appDir, bundledDir, loadConfig, manifestFile } from './paths';
import { itemLabel, renderItem, stampOf } from './render-item';
import { readStamp, stampedFiles, writeStamp, type ItemStamp, type Stamp } from './stamp';

export interface UpdateOptions {
  /** Render every item, current or not. */
  force: boolean;
  log: (line: string) => void;
}

/** Whether an item's stamp entry still stands: same inputs, its manifest facts kept, its files as rendered. */
function isCurrent(app: AppName, item: ArtItem, entry: ItemStamp | undefined, inputHash: string): entry is ItemStamp {
  if (!entry || entry.inputHash !== inputHash) return false;
  if (item.kind !== 'file' && !entry.picture) return false;
  return filesNotAsHashed(app, Object.entries(entry.files)).length === 0;
}

function writeFiles(app: AppName, files: Map<string, Buffer>): void {
  for (const [path, bytes] of files) {
    mkdirSync(dirname(join(appDir(app), path)), { recursive: true });
    writeFileSync(join(appDir(app), path), bytes);
  }
}

/** Deletes the files an earlier stamp vouched for that the new one does not, and any orphan beside them. */
function removeUnlisted(app: AppName, previous: Stamp | null, next: Stamp): void {
  const keep = stampedFiles(app, next);
  const stale = previous ? [...stampedFiles(app, previous).keys()].filter((path) => !keep.has(path)) : [];
  for (const path of [...stale, ...orphanFiles(app, next)]) rmSync(join(appDir(app), path), { force: true });
}

/**
 * `npm run art` for one app: renders the items whose inputs changed or whose files are missing or
 * edited, keeps the others' committed files as they are, removes what is no longer listed, and
 * rewrites manifest.ts and the stamp.
 */
export async function updateApp(app: AppName, { force, log }: UpdateOptions): Promise<{ rendered: number; kept: number }> {
  const items = itemsOf(await loadConfig(app));
  const inputs = currentHashInputs();
  const previous = readStamp(app);
  const entries: Record<string, ItemStamp> = {};
  let rendered = 0;
  for (const item of items) {
    const inputHash = itemInputHash(item, inputs);
    const entry = previous?.items[item.key];
    if (!force && isCurrent(app, item, entry, inputHash)) {
      entries[item.key] = entry;
      continue;
    }
    log(`  ${app}: ${itemLabel(item)}`);
    const output = await renderItem(item, bundledDir(app));
    writeFiles(app, output.files);
    entries[item.key] = stampOf(output, inputHash);
    rendered += 1;
  }
  const manifest = manifestFor(items, (item) => entries[item.key]?.picture);
  if (manifest === null) throw new Error(`${app}: a picture has no size or placeholder in the stamp`);
  writeFiles(app, new Map([[manifestFile(app), Buffer.from(manifest)]]));
  const stamp: Stamp = { items: entries, manifest: sha256(manifest) };
  removeUnlisted(app, previous, stamp);
  writeStamp(app, stamp);
  return { rendered, kept: items.length - rendered };
}
