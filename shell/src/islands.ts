import { catalogFiles, islandFiles, type Catalog } from 'shared';

/** The shell's own islands (its pages' parts that need code), each a chunk of its own in ./islands (shared/src/islands). */
export default islandFiles('shell', import.meta.glob(['./islands/*.tsx', '!./islands/*.test.tsx']));

/** The shell's messages in a language, a chunk each: what its islands need on a page in that language. */
export const messages = catalogFiles(import.meta.glob<Catalog>('./locales/*.json', { import: 'default' }));
