/**
 * The six apps of the composed site: where each lives, what it is called in Module Federation,
 * the port it is served on (dev and production alike) and the modules it exposes (paths from its
 * folder, built by its vite.config.ts, their types generated for the shell by
 * tooling/remote-types.ts). Read by every vite.config.ts, by the start/dev scripts and by the
 * end-to-end tests, so a port or an exposed module is changed in one place.
 */
export const apps = {
  shell: { dir: 'shell', port: 5173, exposes: {} },
  catalogue: { dir: 'mfe-catalogue', port: 5174, exposes: { './routes': './src/routes.tsx', './islands': './src/islands.ts', './HomeSections': './src/home-sections.tsx' } },
  locations: { dir: 'mfe-locations', port: 5175, exposes: { './routes': './src/routes.tsx', './islands': './src/islands.ts' } },
  booking: { dir: 'mfe-booking', port: 5176, exposes: { './routes': './src/routes.tsx', './islands': './src/islands.ts' } },
  advisor: { dir: 'mfe-advisor', port: 5177, exposes: { './routes': './src/routes.tsx', './islands': './src/islands.ts', './InterestSection': './src/interest-section.tsx' } },
  press: { dir: 'mfe-press', port: 5178, exposes: { './routes': './src/routes.tsx', './islands': './src/islands.ts' } },
} as const satisfies Record<string, { dir: string; port: number; exposes: Record<string, string> }>;

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
