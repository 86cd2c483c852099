/**
 * The site's remotes. Which paths each answers is its own: one route module per file of its
 * src/routes (shared/src/route-module.tsx), published with its build (`seo.json`), from which the
 * shell's server finds the app that answers a request (shell/server/compose/routes.ts).
 */
export const remoteNames = ['catalogue', 'locations', 'booking', 'advisor', 'press'] as const;

export type RemoteName = (typeof remoteNames)[number];
