import type { ComponentType } from 'react';
import type { RemoteName } from './routes';

/**
 * A fragment is a part of another app's page that a remote publishes (the home page's collections,
 * its interest section): one file of the remote's `src/fragments/` folder, named after the part
 * (`HomeSections.tsx`), exporting its component by default. It is `<remote>/<Name>` to the shell
 * (`catalogue/HomeSections`), which places it with a `RemoteSlot` and lists it in its route module's
 * `remoteModules`. The remote exposes the whole folder as one module, `./fragments` (fragmentTable);
 * the build renders each file's first view into the remote's `seo.json` (shared/tooling/fragment-files.tsx).
 *
 * No React at run time here: the shell's server maps ids to exposes with it too.
 */

/** A fragment's name: its file's, a component's (`HomeSections`). */
export const FRAGMENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** The fragments a remote exposes, by name: its `./fragments` module's default export. */
export type FragmentTable = Readonly<Record<string, ComponentType>>;

/** The fragment's name from its file (`./fragments/HomeSections.tsx` is `HomeSections`), checked. */
export function fragmentNameOf(file: string): string {
  const name = file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  if (!FRAGMENT_NAME.test(name)) throw new Error(`${file}: a fragment's file is named like its component (HomeSections.tsx)`);
  return name;
}

/** A function component, or what `memo`/`forwardRef`/`lazy` return (an element type React marks). */
const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * The table of a remote's fragments from `import.meta.glob('./fragments/*.tsx', { import: 'default',
 * eager: true })`: each file's default export under its name, checked to be a component, so a file
 * that exports none fails the build that renders it, not a visitor's page.
 */
export function fragmentTable(files: Readonly<Record<string, unknown>>): FragmentTable {
  return Object.fromEntries(
    Object.entries(files).map(([file, exported]) => {
      if (!isComponent(exported)) throw new Error(`${file}: a fragment's file exports its component by default`);
      return [fragmentNameOf(file), exported];
    }),
  );
}

/** The module a remote exposes with one of its parts: `routes` is its pages, any other name one of its fragments. */
export type ExposedModuleName = 'routes' | 'fragments';

/**
 * Where the part `id` comes from: its remote, the module the remote exposes it in, and its name
 * in that module (`catalogue/HomeSections` is `HomeSections` of `catalogue/fragments`;
 * `catalogue/routes` is the routes module itself). The shell's loader and its composition both
 * read it, so what the app loads and what the HTML preloads are the same module.
 */
export function exposedPartOf(id: string): { remote: RemoteName; module: ExposedModuleName; name: string } {
  const slash = id.indexOf('/');
  const remote = id.slice(0, slash) as RemoteName;
  const name = id.slice(slash + 1);
  return { remote, module: name === 'routes' ? 'routes' : 'fragments', name };
}
