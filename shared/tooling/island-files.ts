import { resolve } from 'node:path';
import type { Rollup } from 'vite';
import { ISLAND_FILES_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE } from '../src/page-protocol';
import { remoteEntryFile } from './apps';
import { BundleFiles } from './bundle-files';
import { ASSET_SCHEME } from './route-seo-file';

/**
 * The files an island's code needs at once, by island name (`advisor/contact-form`), as `asset:`
 * paths: the remote's entry and its runtime, its shared-import map, its `./islands` module and the
 * island's own chunk (the shell's own island: its chunk alone, since the page's code that starts
 * it holds the rest), each with what it imports at once (not what it imports later, such as a
 * client library on first use). Found only as each one runs, they came one round trip after
 * another: the boot script fetches them side by side when the island is asked for
 * (shell/src/boot/start-app.ts). Undefined for a name that is no island of this build.
 */
export function islandFilesOf(bundle: Rollup.OutputBundle, root: string, app: string): (name: string) => string[] | undefined {
  const files = new BundleFiles(bundle);
  const importMap = files.sharedImportMap();
  const islandsModule = files.ofSource(resolve(root, 'src/islands.ts'));
  return (name) => {
    const [owner, file] = name.split('/');
    const island = owner === app ? files.ofSource(resolve(root, `src/islands/${file}.tsx`)) : undefined;
    if (!island || !islandsModule) return undefined;
    const starts = app === 'shell' ? [island.fileName] : [remoteEntryFile, ...(importMap ? [importMap.fileName] : []), islandsModule.fileName, island.fileName];
    return files.withStaticImports(starts).map((fileName) => `${ASSET_SCHEME}${fileName}`);
  };
}

const islandWrapper = new RegExp(`${ISLAND_NAME_ATTRIBUTE}="([^"]+)"`, 'g');

/** `html` with the files of each of its islands written on the island (ISLAND_FILES_ATTRIBUTE), space-separated. */
export function withIslandFiles(html: string, filesOf: (name: string) => string[] | undefined): string {
  return html.replace(islandWrapper, (mark, name: string) => {
    const files = filesOf(name);
    if (!files) throw new Error(`the island ${name} is not in this build (is its file in src/islands?)`);
    return `${mark} ${ISLAND_FILES_ATTRIBUTE}="${files.join(' ')}"`;
  });
}
