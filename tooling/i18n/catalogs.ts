import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps } from 'shared/federation-apps';
import { LOCALES, type Catalog, type Locale } from 'shared/locales';
import { root } from '../lib/workspace';

/**
 * Where the site's messages live: each workspace declares its own in its code (`defineMessages`,
 * English as `defaultMessage`, an id under the workspace's name), and keeps them by language in
 * `src/locales/<locale>.json`. The English file is FormatJS's extraction of the code (`npm run
 * i18n:extract`); the others are their translations.
 */
export const MESSAGE_WORKSPACES = ['shared', ...Object.values(apps).map((app) => app.dir)] as const;

/** The prefix of a workspace's message ids: `shared.nav.skin`, `shell.header.search`, `catalogue.…`. */
export const idPrefixOf = (workspace: string) => `${workspace.replace(/^mfe-/, '')}.`;

export const catalogsDir = (workspace: string) => join(root, workspace, 'src/locales');
export const catalogPath = (workspace: string, locale: Locale) => join(catalogsDir(workspace), `${locale}.json`);

export const hasCatalogs = (workspace: string) => existsSync(catalogPath(workspace, 'en'));

export const readCatalog = (workspace: string, locale: Locale): Catalog => JSON.parse(readFileSync(catalogPath(workspace, locale), 'utf8')) as Catalog;

const formatjs = join(root, 'node_modules/.bin/formatjs');

/** The messages a workspace's code declares, by id, in English: what FormatJS extracts from it. */
export function extractedMessages(workspace: string): Catalog {
  const out = execFileSync(formatjs, ['extract', `${workspace}/src/**/*.{ts,tsx}`, '--ignore', '**/*.test.{ts,tsx}', '--ignore', '**/*.d.ts', '--format', 'simple'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.trim() === '' ? {} : (JSON.parse(out) as Catalog);
}

/** A catalog as it is written: ids in order, two-space indents, a newline at the end. */
export const catalogText = (catalog: Catalog) => `${JSON.stringify(Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`;

/**
 * FormatJS's check of a workspace's translations against its English: no message missing or extra,
 * and each with the same arguments, plurals and tags. Throws with what it found.
 */
export function verifyCatalogs(workspace: string): void {
  execFileSync(formatjs, ['verify', '--source-locale', 'en', '--missing-keys', '--extra-keys', '--structural-equality', ...LOCALES.map((locale) => catalogPath(workspace, locale))], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
