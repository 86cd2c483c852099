/**
 * The shell as `npm start` and the end-to-end tests serve it: its build's files, and its pages
 * composed on request by the shell's own server module, the one built file an edge runtime would
 * run too (`shell/dist-server/site.js`, from shell/server/site.ts). Nothing here composes: it only
 * gives that module the shell's files from disk.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { SiteHandler, SiteModule } from 'shell/server/contract';
import { distOf, shellServerModule } from './workspace';
import { staticHandler } from './static-server';

/** Reads a file of `dir` by its path in the build, never outside it. */
export function filesOf(dir: string) {
  const rootDir = normalize(dir + sep);
  return {
    read: async (path: string): Promise<string | null> => {
      const file = normalize(join(rootDir, path));
      if (!file.startsWith(rootDir)) return null;
      return readFile(file, 'utf8').catch(() => null);
    },
  };
}

/** The shell's build in `dir` (its dist, or a copy with another remotes.json): its request listener and its pages. */
export async function shellHandler(dir: string = distOf('shell')): Promise<{ listener: RequestListener; pages: SiteHandler }> {
  const { createSiteHandler } = (await import(pathToFileURL(shellServerModule).href)) as SiteModule;
  const pages = createSiteHandler({ shell: filesOf(dir) });
  return { listener: staticHandler({ dir, pages }), pages };
}

/** A server for the shell's build in `dir`. */
export async function createShellServer(dir: string = distOf('shell')): Promise<Server> {
  return createServer((await shellHandler(dir)).listener);
}
