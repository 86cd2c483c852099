import { islandFiles } from 'shared';

/** The shell's own islands (its pages' parts that need code), each a chunk of its own in ./islands (shared/src/islands). */
export default islandFiles('shell', import.meta.glob(['./islands/*.tsx', '!./islands/*.test.tsx']));
