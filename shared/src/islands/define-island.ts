import { createContext, type ComponentType } from 'react';
import type { RemoteName } from '../routes';

/**
 * An island component: a part of a page that needs code (a form, the chat, Add to Cart) and is
 * hydrated alone, as its own React root, when the page's start decides (shell/src/boot/start-app.ts),
 * with nothing else of the app: not the router's tables, not the page's other parts, not the
 * layout. Its props travel in the page's HTML as JSON, so they are plain data.
 *
 * Each island is a file of its app's `src/islands/` folder, exporting by default what
 * `defineIsland` returns, named `<app>/<file>`: `mfe-advisor/src/islands/interest-form.tsx` is
 * `advisor/interest-form`. A remote exposes the folder as `./islands` (islandFiles); the shell's
 * own (`shell/site-search`) are chunks of its own build.
 */
export interface IslandDefinition<Props extends object> {
  readonly name: IslandName;
  readonly Component: ComponentType<Props>;
}

/** The apps that own islands: every remote, and the shell for its own pages (/search). */
export type IslandOwner = RemoteName | 'shell';

export type IslandName = `${IslandOwner}/${string}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a folder holds islands of every prop type
export type AnyIsland = IslandDefinition<any>;

/**
 * What survives the trip through the page's HTML as JSON (ISLAND_PROPS_ATTRIBUTE): strings,
 * numbers, booleans and null, and arrays and plain objects of them. A function, a Date or a class
 * instance (its methods) maps to `never`, so an island whose props hold one is a type error where
 * it is defined, not a surprise where it hydrates.
 */
export type Serialisable<T> = T extends string | number | boolean | null | undefined
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer Item)[]
      ? readonly Serialisable<Item>[]
      : T extends object
        ? { [Key in keyof T]: Serialisable<T[Key]> }
        : never;

export function defineIsland<Props extends object>(name: IslandName, Component: ComponentType<Props> & (Props extends Serialisable<Props> ? unknown : never)): IslandDefinition<Props> {
  return { name, Component };
}

/** A remote's islands, by name, each loaded on demand: its exposed `./islands` module's default export. */
export type IslandLoaders = Readonly<Record<IslandName, () => Promise<AnyIsland>>>;

/**
 * The islands of a remote's `src/islands/` folder, from `import.meta.glob('./islands/*.tsx')`:
 * each file's island under its name, so what the HTML names is what the remote loads.
 */
export function islandFiles(owner: IslandOwner, files: Readonly<Record<string, () => Promise<unknown>>>): IslandLoaders {
  const loaders: Record<string, () => Promise<AnyIsland>> = {};
  for (const [path, load] of Object.entries(files)) {
    const name = `${owner}/${path.replace(/^.*\//, '').replace(/\.tsx?$/, '')}`;
    loaders[name] = async () => {
      const island = ((await load()) as { default?: AnyIsland }).default;
      if (island?.name !== name) throw new Error(`${path} must export defineIsland('${name}', …) by default`);
      return island;
    };
  }
  return loaders;
}

/**
 * Set while the build renders a first view in Node (shared/tooling/first-view.tsx): an island there
 * is recorded and rendered apart, by itself, exactly as its own root will hydrate it, and its
 * place in the page's HTML is marked with the id it gets (its `useId` prefix).
 */
export interface IslandCollector {
  add(island: AnyIsland, props: object): string;
  /** The address (path and query) the page is written at: what the island's router shows until its root has hydrated. */
  readonly at: string;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);
