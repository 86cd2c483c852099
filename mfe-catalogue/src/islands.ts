// The remote's stylesheet comes with its islands, as with its routes.
import './index.css';
import { catalogFiles, islandFiles, type Catalog } from 'shared';

/** This remote's islands, each hydrated alone where a page holds it: one file each in ./islands (shared/src/islands). */
export default islandFiles('catalogue', import.meta.glob(['./islands/*.tsx', '!./islands/*.test.tsx']));

/** This remote's messages in a language, a chunk each: what its islands need on a page in that language. */
export const messages = catalogFiles(import.meta.glob<Catalog>('./locales/*.json', { import: 'default' }));

/** Which build this is (shared/tooling/vite.ts): the shell compares it with the build its first view came from. */
export const build: string | undefined = import.meta.env.VITE_APP_BUILD;
