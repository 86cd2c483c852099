/**
 * A remote's fragments (shared/src/fragments.ts) in Node at build time: their names, for the shell's
 * types (tooling/remote-types.ts), and their first views, for the remote's `seo.json` (./route-seo.ts).
 * What the browser's `import.meta.glob` does in the remote's `src/fragments.ts`, done with the file
 * system: the same files, the same name for each, the same table.
 *
 * Load `publishedFragments` through tsx's `tsImport` (./route-seo.ts does, as with ./route-modules.tsx):
 * the fragments it imports then share one React and one router with it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fragmentNameOf, fragmentTable } from '../src/fragments';
import type { RemoteName } from '../src/routes';
import type { PageLanguage } from '../src/i18n/format';
import { firstViewHtml } from './first-view';

/**
 * The fragment files of the remote in `root`, keyed as the browser's glob keys them
 * (`./fragments/HomeSections.tsx`). A remote with none has no folder (git keeps no empty one).
 */
export function fragmentFiles(root: string): string[] {
  const folder = join(root, 'src/fragments');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort()
    .map((file) => `./fragments/${file}`);
}

/** The names of the remote's fragments (`HomeSections`), each checked as the browser's table checks it. */
export const fragmentNames = (root: string): string[] => fragmentFiles(root).map(fragmentNameOf);

/**
 * The `useId` prefix of a fragment's first view, from its remote and name (`catalogue-home-sections-`):
 * parts rendered apart and composed into one page each number their ids (and their islands') from
 * the start, so each needs a prefix no other part has. Each capital after the first becomes `-` and
 * its lower case, which no other PascalCase name maps to.
 */
export const fragmentIdPrefix = (remote: RemoteName, name: string): string =>
  `${remote}-${name.replace(/(?!^)[A-Z]/g, (capital) => `-${capital}`).toLowerCase()}-`;

/**
 * The first view of each of the remote's fragments by name, as the page that holds it is written at
 * `/` in `language`: the static HTML the composition fills the fragment's slot with. A file with no component as
 * its default export fails the build here, with its name.
 */
export async function publishedFragments(root: string, remote: RemoteName, language?: PageLanguage): Promise<Record<string, string>> {
  const files = Object.fromEntries(
    await Promise.all(fragmentFiles(root).map(async (file) => [file, ((await import(pathToFileURL(join(root, 'src', file)).href)) as { default?: unknown }).default] as const)),
  );
  return Object.fromEntries(
    Object.entries(fragmentTable(files)).map(([name, Fragment]) => [name, firstViewHtml('/', <Fragment />, { idPrefix: fragmentIdPrefix(remote, name), language })]),
  );
}
