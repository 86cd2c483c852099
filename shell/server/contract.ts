/**
 * What the shell's server module (`dist-server/site.js`, built from ./site.ts) offers whoever hosts
 * it: Node (tooling/lib/shell-server.ts) or an edge runtime (./deno.ts). Types only, with no
 * imports, so a host can name them without pulling in the shell's code.
 */

/**
 * The shell's own build (its `dist`), read by path: `index.html`, `seo.json`, `remotes.json`,
 * `assets/…`. The composition's own ShellFiles (./compose/template.ts) has this shape.
 */
export interface ShellFiles {
  read(path: string): Promise<string | null>;
}

export interface SiteOptions {
  shell: ShellFiles;
  /** The network (tests give a stand-in); every call has a time-out. */
  fetch?: typeof fetch;
  /** How long a remote may take to answer before it counts as down. */
  timeoutMs?: number;
  /** How long the start's warm-up retries a remote that does not answer. */
  warmUpLimitMs?: number;
  /** How long a page request waits for the warm-up before it is answered 503 with Retry-After. */
  openingWaitMs?: number;
}

/** What the start's warm-up found of one remote. */
export interface WarmUpResult {
  app: string;
  ok: boolean;
  attempts: number;
  reason?: string;
}

/**
 * Answers a page request with its composed HTML, or null for anything that is a file of the shell's
 * build. Pages wait for the warm-up (every remote's published files read once), started by `ready`
 * or by the first request: a host opens once `ready` settles, so its first page is whole.
 */
export interface SiteHandler {
  (request: Request): Promise<Response | null>;
  /** Starts the warm-up for the site reached at `origin` (by default its own public address). */
  ready(origin?: string): Promise<WarmUpResult[]>;
}

/**
 * The headers the build's `_headers` file gives one of its files, as a static host or CDN applies
 * them: a host that serves the build's files itself (./deno.ts) asks the built module, so it needs
 * no code but the shell's own.
 */
export interface StaticFileHeaders {
  /** The rules file's name in the build's root (`_headers`): read by the host, never served. */
  rulesFile: string;
  /** The headers for `pathname`, from the rules file's text ('' when there is none). */
  headersFor(rulesText: string, pathname: string): Record<string, string>;
}

export type CreateSiteHandler = (options: SiteOptions) => SiteHandler;

/** The built module's exports. */
export interface SiteModule {
  createSiteHandler: CreateSiteHandler;
  staticFileHeaders: StaticFileHeaders;
}
