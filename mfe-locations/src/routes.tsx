// The remote's stylesheet comes with its routes (the build renders the route modules in Node without it).
import './index.css';
import { routeTable } from 'shared';
import { CityLoading } from './components/CityLoading';

/** Every page this remote owns: one module each in ./routes (shared/src/route-module.tsx). */
export default routeTable(import.meta.glob(['./routes/*.tsx', '!./routes/*.test.tsx'], { import: 'default' }), {
  pending: { '/local/:slug': <CityLoading /> },
}).Routes;

/** Which build this is (shared/build/vite.ts): the shell compares it with the build its first view came from. */
export const build: string | undefined = import.meta.env.VITE_APP_BUILD;
