import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AppName } from 'shared/federation-apps';
import { sha256 } from '../pipeline/engine';
import { appDir, generatedDir, stampPath } from './paths';
import { stampedFiles, type Stamp } from './stamp';

/** The committed bytes of a file named relative to the app's folder; null when it is missing. */
export function readCommitted(app: AppName, path: string): Buffer | null {
  const file = join(appDir(app), path);
  return existsSync(file) ? readFileSync(file) : null;
}

/** Files that are missing or whose sha256 is not the one given, each with what is wrong. */
export function filesNotAsHashed(app: AppName, hashes: Iterable<[string, string]>): string[] {
  const problems: string[] = [];
  for (const [path, hash] of hashes) {
    const bytes = readCommitted(app, path);
    if (!bytes) problems.push(`${path} is missing`);
    else if (sha256(bytes) !== hash) problems.push(`${path} is not what the stamp says was rendered (changed by hand?)`);
  }
  return problems;
}

/** Files in the generated folder that the stamp does not vouch for. */
export function orphanFiles(app: AppName, stamp: Stamp): string[] {
  if (!existsSync(generatedDir(app))) return [];
  const stamped = stampedFiles(app, stamp);
  const stampFile = relative(appDir(app), stampPath(app));
  return readdirSync(generatedDir(app))
    .map((name) => relative(appDir(app), join(generatedDir(app), name)))
    .filter((path) => path !== stampFile && !stamped.has(path))
    .sort();
}
