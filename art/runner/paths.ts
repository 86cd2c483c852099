import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, type AppName } from 'shared/federation-apps';
import type { ArtConfig } from '../pipeline/types';

export const artRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
export const workspaceRoot = join(artRoot, '..');

export const appDir = (app: AppName) => join(workspaceRoot, apps[app].dir);
/** Where an app's bundled art and its manifest live (hashed by Vite, resolved against the app's own origin). */
export const generatedDir = (app: AppName) => join(appDir(app), 'src/art/generated');
/** The same folder relative to the app's: the prefix of every bundled file's path in the stamp. */
export const bundledDir = (app: AppName) => relative(appDir(app), generatedDir(app));
export const configPath = (app: AppName) => join(appDir(app), 'art.config.ts');
export const stampPath = (app: AppName) => join(generatedDir(app), 'stamp.json');
/** The manifest's path relative to the app's folder, as the stamp names files. */
export const manifestFile = (app: AppName) => join(bundledDir(app), 'manifest.ts');

export function appsWithArt(): AppName[] {
  return (Object.keys(apps) as AppName[]).filter((app) => existsSync(configPath(app)));
}

export async function loadConfig(app: AppName): Promise<ArtConfig> {
  const module = (await import(configPath(app))) as { default: ArtConfig };
  return module.default;
}
