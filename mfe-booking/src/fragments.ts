// The remote's stylesheet comes with its fragments, as with its routes and islands.
import './index.css';
import { fragmentTable } from 'shared';

/**
 * The parts of other apps' pages this remote publishes, by name: one file each in ./fragments
 * (shared/src/fragments.ts), exposed as `./fragments`.
 *
 * Eager, all in this module's chunk: the composition preloads a fragment's code and inlines its
 * styles from what mf-manifest.json lists for this expose at once (`js.sync`, `css.sync`,
 * shell/server/compose/assets.ts). A chunk per fragment, loaded on demand, would be listed nowhere
 * there: it would come one round trip after this module, unpreloaded.
 */
export default fragmentTable(import.meta.glob(['./fragments/*.tsx', '!./fragments/*.test.tsx'], { import: 'default', eager: true }));

/** Which build this is (shared/tooling/vite.ts): the shell compares it with the build its first view came from. */
export const build: string | undefined = import.meta.env.VITE_APP_BUILD;
