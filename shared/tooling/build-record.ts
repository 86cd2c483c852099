import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { afterBuildPlugin } from './after-build';
import { apps, type AppName } from './apps';

/**
 * Whether a build is fresh depends on its inputs, and the environment that shapes it is one of
 * them: `npm test` builds with a test GA4 id and loopback stand-ins, and `npm start` must not
 * then serve that build as if it were the site's. So every build of an app's `dist` records the
 * environment it was made with, and `npm start` builds again when today's differs.
 */

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the records live: local state of this checkout, never deployed with a `dist`. */
export const buildRecordsDir = join(workspaceRoot, '.local', 'builds');
const recordFile = (app: AppName) => join(buildRecordsDir, `${app}.json`);

/**
 * The settings that reach a build's output: what Vite puts in the bundle (`VITE_*`, from the
 * process and the root's `.env` files for production, as the build reads them), where the shell's
 * remotes.json points (`REMOTE_*_URL`) and whether source maps are written. Server secrets are not
 * among them: they must never shape a browser build (e2e/tests/bundle-secrets.spec.ts).
 */
export function buildEnvironment(): Record<string, string> {
  const env = loadEnv('production', workspaceRoot, ['VITE_', 'REMOTE_']);
  if (process.env.BUILD_SOURCEMAP) env.BUILD_SOURCEMAP = process.env.BUILD_SOURCEMAP;
  return Object.fromEntries(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));
}

/** A digest of the environment, so the record holds no setting's value. */
export const buildEnvironmentDigest = (): string => createHash('sha256').update(JSON.stringify(buildEnvironment())).digest('hex');

/** The digest the app's current `dist` was built with, or null when no build recorded one. */
export function recordedBuildEnvironment(app: AppName): string | null {
  if (!existsSync(recordFile(app))) return null;
  try {
    return (JSON.parse(readFileSync(recordFile(app), 'utf8')) as { environment?: string }).environment ?? null;
  } catch {
    return null;
  }
}

/**
 * Records the environment of a build of the app's own `dist` once it is written. A build elsewhere
 * (`--outDir`, as the deploy tests make) says nothing about `dist` and records nothing.
 */
export function buildRecordPlugin(app: AppName): Plugin {
  return afterBuildPlugin('noirelle:build-record', (outDir) => {
    if (outDir !== join(workspaceRoot, apps[app].dir, 'dist')) return;
    mkdirSync(buildRecordsDir, { recursive: true });
    writeFileSync(recordFile(app), `${JSON.stringify({ environment: buildEnvironmentDigest() })}\n`);
  });
}
