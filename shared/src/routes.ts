import { matchPath } from './router';

/**
 * The composition contract: which remote renders which paths. The shell routes by it before a
 * remote has loaded; each remote's `./routes` renders exactly these patterns (a test in each
 * remote checks it). Paths outside this table, and not the home page, are the shell's 404.
 */
export const remoteRoutes = {
  catalogue: ['/skin', '/makeup', '/hair', '/products', '/product/:id', '/services', '/about', '/shade-finder'],
  locations: ['/local', '/local/:slug'],
  booking: ['/booking', '/beauty'],
  advisor: ['/chat', '/contact'],
  press: ['/press', '/press/:slug', '/privacy', '/terms'],
} as const;

export type RemoteName = keyof typeof remoteRoutes;

/**
 * Paths the site links to that are another page with a preset: the shell sends them on, replacing
 * the history entry. /inquire (the press calls to action) is the contact form with Domain Purchase
 * chosen, not a page of its own and never a 404.
 */
export const siteRedirects: Readonly<Record<string, string>> = {
  '/inquire': '/contact?interest=domain-purchase',
};

export const remoteNames = Object.keys(remoteRoutes) as RemoteName[];

/** The remote that owns `pathname`, or null (home and unknown paths belong to the shell). */
export function findRouteOwner(pathname: string): RemoteName | null {
  for (const remote of remoteNames) {
    if (remoteRoutes[remote].some((pattern) => matchPath({ path: pattern, end: true }, pathname))) {
      return remote;
    }
  }
  return null;
}
