import { routeTable } from 'shared';

/**
 * The shell's own pages (home, /search, the not-found page), found as every remote finds its own:
 * one module each in ./routes, named by its path (shared/src/route-module.tsx), and beside a module,
 * its loading state (`<route>.pending.tsx`). Each is a chunk of its own, so the app's start carries
 * none of them, and /search's engine comes only with a visit to it. `404.tsx` also answers every
 * path that neither a remote (shared/src/routes.ts) nor another module here does.
 */
export default routeTable(
  import.meta.glob(['./routes/*.tsx', '!./routes/*.test.tsx', '!./routes/*.pending.tsx'], { import: 'default' }),
  import.meta.glob('./routes/*.pending.tsx', { import: 'default', eager: true }),
).Routes;
