import type { RemoteName } from '../src/routes';

/**
 * What every remote exposes, the same three modules, each standing for a folder of its `src`: its
 * pages (`./routes`, src/routes), its islands (`./islands`, src/islands) and the parts of other
 * apps' pages it publishes (`./fragments`, src/fragments; empty for a remote that publishes none).
 * A new page, island or fragment is a new file there, never a new entry here.
 */
const remoteExposes = { './routes': './src/routes.tsx', './islands': './src/islands.ts', './fragments': './src/fragments.ts' } as const;

/**
 * The six apps of the composed site: where each lives, what it is called in Module Federation,
 * the port it is served on (dev and production alike) and the modules it exposes (paths from its
 * folder, built by its vite.config.ts, their types generated for the shell by
 * tooling/remote-types.ts). Read by every vite.config.ts, by the start/dev scripts and by the
 * end-to-end tests, so a port is changed in one place.
 */
export const apps = {
  shell: { dir: 'shell', port: 5173, exposes: {} },
  catalogue: { dir: 'mfe-catalogue', port: 5174, exposes: remoteExposes },
  locations: { dir: 'mfe-locations', port: 5175, exposes: remoteExposes },
  booking: { dir: 'mfe-booking', port: 5176, exposes: remoteExposes },
  advisor: { dir: 'mfe-advisor', port: 5177, exposes: remoteExposes },
  press: { dir: 'mfe-press', port: 5178, exposes: remoteExposes },
} as const satisfies Record<'shell' | RemoteName, { dir: string; port: number; exposes: Record<string, string> }>;

export type AppName = keyof typeof apps;
export type RemoteAppName = Exclude<AppName, 'shell'>;

export const remoteAppNames = Object.keys(apps).filter((name) => name !== 'shell') as RemoteAppName[];

/** Port of the local backend (same paths as a Supabase project). */
export const backendPort = 54321;

/** The file name every remote publishes its container under. */
export const remoteEntryFile = 'remoteEntry.js';

/** Address of a remote's entry on this machine; remotes.json starts from these. */
export function localRemoteEntry(name: RemoteAppName, host = 'localhost'): string {
  return `http://${host}:${apps[name].port}/${remoteEntryFile}`;
}
