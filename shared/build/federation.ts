import { federation } from '@module-federation/vite';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharedPackage from '../package.json' with { type: 'json' };
import { remoteEntryFile } from './apps';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The version npm installed (one lockfile for every app, so one version for all). */
function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(join(workspaceRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * The ONE shared-dependency map of the site. Every app (shell and remotes) passes exactly this
 * to Module Federation, so each library reaches the browser once: a second React would break
 * hooks, a second zustand store would split the event bus. Versions are the installed ones (one lockfile), accepted within their major.
 *
 * Why not read them from `shared`'s peerDependencies: the plugin pre-loads, at start-up, every
 * dependency a shared package declares. `shared` must declare only what it imports, or every
 * page pays for libraries it never uses (framer-motion cost 85 KB on the home page that way).
 *
 * react-router is not in this map: it reaches every app through `shared` (shared/src/router.ts),
 * so it is one instance and only the parts the site uses are built (63 KB compressed down to 16).
 *
 * framer-motion is not shared at all, although DESIGN.md lists it: only the booking remote's
 * Immersion page uses it, so there is one copy either way, and as a shared module the build put
 * its loader in the same chunk as `shared`'s, so every remote fetched all 85 KB of it on every page.
 */
const singletonLibraries = [
  'react',
  'react-dom',
  'zustand',
] as const;

export const sharedDependencies = {
  ...Object.fromEntries(
    singletonLibraries.map((name) => [
      name,
      { singleton: true, requiredVersion: `^${installedVersion(name)}` },
    ]),
  ),
  // The workspace package itself: one bus store, one brand module for every app.
  shared: { singleton: true, requiredVersion: `^${sharedPackage.version}` },
} satisfies Record<string, { singleton: boolean; requiredVersion: string }>;

interface FederationOptions {
  name: string;
  /** Modules a remote exposes (`./routes`, named fragments). Empty for the shell. */
  exposes?: Record<string, string>;
}

export function federationPlugin({ name, exposes }: FederationOptions) {
  return federation({
    name,
    filename: remoteEntryFile,
    exposes: exposes ?? {},
    // The shell registers remotes at run time from remotes.json; nothing is wired in at build.
    remotes: {},
    shared: sharedDependencies,
    manifest: true,
    // Types come from a type-only import map in the shell (src/remotes.d.ts), not from a
    // type server, so builds never need a running remote.
    dts: false,
    dev: { remoteHmr: true },
  });
}
