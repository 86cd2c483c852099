/**
 * What the shell's server module (`dist-server/site.js`, built from ./site.ts) offers whoever hosts
 * it: Node (scripts/lib/shell-server.ts) or an edge runtime (./deno.ts). Types only, with no
 * imports, so a host can name them without pulling in the shell's code.
 */

/** The shell's own build (its `dist`), read by path: `index.html`, `seo.json`, `remotes.json`, `assets/…`. */
export interface ShellFiles {
  read(path: string): Promise<string | null>;
}

export interface SiteOptions {
  shell: ShellFiles;
  /** The network (tests give a stand-in); every call has a time-out. */
  fetch?: typeof fetch;
  /** How long a remote may take to answer before it counts as down. */
  timeoutMs?: number;
}

/** Answers a page request with its composed HTML, or null for anything that is a file of the shell's build. */
export type SiteHandler = (request: Request) => Promise<Response | null>;

export type CreateSiteHandler = (options: SiteOptions) => SiteHandler;

/** The built module's exports. */
export interface SiteModule {
  createSiteHandler: CreateSiteHandler;
}
