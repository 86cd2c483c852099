// The remote's stylesheet comes with its routes (the build renders the route modules in Node without it).
import './index.css';
import { routeTable } from 'shared';

/**
 * Every page this remote owns: one module each in ./routes (shared/src/route-module.tsx), and beside
 * a module, its loading state where the spec names one (`<route>.pending.tsx`).
 */
export default routeTable(
  import.meta.glob(['./routes/*.tsx', '!./routes/*.test.tsx', '!./routes/*.pending.tsx'], { import: 'default' }),
  import.meta.glob('./routes/*.pending.tsx', { import: 'default', eager: true }),
).Routes;

/** Which build this is (shared/tooling/vite.ts): the shell compares it with the build its first view came from. */
export const build: string | undefined = import.meta.env.VITE_APP_BUILD;
