import { federation } from '@module-federation/vite';
import sharedPackage from '../package.json' with { type: 'json' };
import { remoteEntryFile } from './apps';

/**
 * The ONE shared-dependency map of the site. Every app (shell and remotes) passes exactly this
 * to Module Federation, so each library reaches the browser once: a second React would break
 * hooks, a second zustand store would split the event bus, a second router would lose the
 * location. Versions come from `shared`'s peerDependencies, so there is a single place to bump.
 */
const singletonLibraries = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  'framer-motion',
] as const satisfies readonly (keyof typeof sharedPackage.peerDependencies)[];

export const sharedDependencies = {
  ...Object.fromEntries(
    singletonLibraries.map((name) => [
      name,
      { singleton: true, requiredVersion: sharedPackage.peerDependencies[name] },
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
