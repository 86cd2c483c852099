/**
 * The first step: what the apps publish. Each app's `seo.json` (shared/tooling/route-seo.ts writes it
 * with the app's build) holds its routes, each with its head and first view, and the fragments other
 * apps' pages render; the shell's own is in its build, a remote's is fetched from where remotes.json
 * says the remote is. Pictures in it are `asset:` paths, made absolute here on the publishing app's host.
 */
import { brand } from 'shared/brand';
import { remoteNames, type RemoteName } from 'shared/routes';
import { NOT_FOUND_PATH, type RouteSeo } from 'shared/seo/types';
import { ASSET_SCHEME, ROUTE_SEO_FILE, routeSeoFileOf, type RouteSeoFile } from 'shared/route-seo-file';
import { LOCALES, SOURCE_LOCALE, type Locale } from 'shared/locales';
import type { MissingRoute } from 'shared/seo/types';
import type { ShellFiles } from './template';
import { json, type RemoteFiles } from './remote-files';

export type AppName = 'shell' | RemoteName;

/** Where each remote's entry is (its `remoteEntry.js`), absolute. */
export type RemoteEntries = Partial<Record<RemoteName, string>>;

/** The shell's remotes.json as written, and each remote's entry from it, absolute. */
export interface Remotes {
  config: Record<string, string>;
  entries: RemoteEntries;
}

/** A route as the page is composed from it: its pictures absolute, and which app published it. */
export interface ComposedRoute extends RouteSeo {
  app: string;
  /** The visit's query (`?category=skin`), for the links to the page in other languages. */
  query?: string;
}

/** An app's published file and where the app's files are: its pictures and chunks resolve against it. */
export interface Published {
  file: RouteSeoFile;
  base: string;
}

/** The languages an app publishes its pages in, from its English file. */
export const localesOf = (file: RouteSeoFile): readonly Locale[] => file.locales ?? [SOURCE_LOCALE];

/** The languages every one of `files` publishes, in the site's order: those a page made of them is served in. */
export const commonLocales = (files: readonly RouteSeoFile[]): Locale[] => LOCALES.filter((locale) => files.every((file) => localesOf(file).includes(locale)));

/** Stands for the shell's own origin while resolving; removed again so the paths are root-relative. */
export const SHELL_ORIGIN_BASE = 'http://shell.invalid/';

const assetPattern = new RegExp(`${ASSET_SCHEME}([^\\s,"]+)`, 'g');

/** `asset:assets/x.jpg` (a picture of the publishing app), wherever it is in a string, made absolute on the app's host. */
export function resolveAssets<T>(value: T, base: string): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' && item.includes(ASSET_SCHEME)
      ? item.replace(assetPattern, (_match, path: string) => new URL(path, base).href.replace(SHELL_ORIGIN_BASE, '/'))
      : item,
  ) as T;
}

/** The published route at `path`; never the not-found page, which answers unknown paths and is no route of its own. */
export const routeAt = (file: RouteSeoFile, path: string): RouteSeo | undefined =>
  file.routes.find((candidate) => candidate.path === path && path !== NOT_FOUND_PATH);

/** What the app answers at `path` for a route with params whose params name nothing (an unknown article), if it has such a route. */
export function missingAt(file: RouteSeoFile, path: string): MissingRoute | undefined {
  return file.missing?.find(({ pattern }) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path));
}

/** Whether `file` answers `path`: a page it published, or a route of it whose params name nothing. */
export const answers = (file: RouteSeoFile, path: string): boolean => routeAt(file, path) !== undefined || missingAt(file, path) !== undefined;

/** Who answers a path: the app and its published file; or nobody, and the apps that could not be read. */
export type Answerer = { app: AppName; source: Published } | { app: null; unread: AppName[] };

/** The not-found page as the shell publishes it. */
export const notFoundRouteOf = (file: RouteSeoFile): RouteSeo | undefined => file.routes.find((candidate) => candidate.path === NOT_FOUND_PATH);

/** A route as its app published it, with its pictures made absolute on the app's host. */
export function composedRoute(route: RouteSeo, app: AppName, base: string): ComposedRoute {
  // The page's own HTML (and its preloaded hero) loads the shell's pictures from the shell's
  // origin, wherever it is served; its metadata names them on the canonical site.
  const pageBase = app === 'shell' ? SHELL_ORIGIN_BASE : base;
  return { ...resolveAssets(route, base), ...resolveAssets({ html: route.html, leadImage: route.leadImage }, pageBase), app };
}

/** What the apps publish, read for one request: the shell's from its build, each remote's revalidated. */
export class PublishedRoutes {
  constructor(
    private readonly shell: ShellFiles,
    private readonly remoteFiles: RemoteFiles,
  ) {}

  private async shellJson<T>(path: string): Promise<T> {
    const text = await this.shell.read(path);
    if (text === null) throw new Error(`The shell's build has no ${path}`);
    return JSON.parse(text) as T;
  }

  /** Where each remote's entry is, from the shell's remotes.json (deployment configuration, read on each request). */
  async entries(origin: string): Promise<RemoteEntries> {
    return (await this.remotes(origin)).entries;
  }

  /**
   * The shell's remotes.json as it stands (`config`: what the page's code registers its remotes
   * from, ./first-view.ts) and each remote's entry from it, absolute (`entries`): read once.
   */
  async remotes(origin: string): Promise<Remotes> {
    const config = await this.shellJson<Record<string, string>>('remotes.json');
    const entries: RemoteEntries = {};
    for (const name of remoteNames) if (config[name]) entries[name] = new URL(config[name], origin).href;
    return { config, entries };
  }

  /**
   * The app that answers `path`: the shell, else the first remote (in `remoteNames`' order) whose
   * published routes, from its route modules, hold it (`answers`). The shell's own file, in its
   * build, is read first: its pages (/, /search) ask no remote. Then every remote's file is read
   * side by side, each revalidated as any page's is, so a remote's new route is answered once
   * it is deployed, with no change to the shell. Nobody answering, the apps that could not be read
   * (down, never seen) are named: one of them may own the path.
   */
  async answererOf(path: string, entries: RemoteEntries): Promise<Answerer> {
    const readOf = (app: AppName) => this.of(app, entries).then((source) => ({ app, source }), (error: unknown) => ({ app, error }));
    const shell = await readOf('shell');
    const remotes = 'source' in shell && answers(shell.source.file, path) ? [] : await Promise.all(remoteNames.filter((name) => entries[name]).map(readOf));
    const read = [shell, ...remotes];
    for (const entry of read) {
      if ('error' in entry) console.warn(`[site] ${path}: ${entry.app} did not answer`, entry.error);
      else if (answers(entry.source.file, path)) return entry;
    }
    return { app: null, unread: read.filter((entry) => 'error' in entry).map((entry) => entry.app) };
  }

  /** The app's current `seo.json`: its pages in English, and the languages it publishes them in. */
  async of(app: AppName, entries: RemoteEntries): Promise<Published> {
    return this.fileOf(app, entries, ROUTE_SEO_FILE);
  }

  private async fileOf(app: AppName, entries: RemoteEntries, name: string): Promise<Published> {
    if (app === 'shell') return { file: await this.shellJson<RouteSeoFile>(name), base: `${brand.siteUrl}/` };
    const entry = entries[app];
    if (!entry) throw new Error(`remotes.json has no address for ${app}`);
    const base = new URL('.', entry).href;
    return { file: await this.remoteFiles.current(new URL(name, base).href, json<RouteSeoFile>), base };
  }

  /**
   * The app's pages in `locale` (its `seo.fr.json`), as current as its English file (read again
   * unless given), which says whether it publishes them; null when it does not.
   */
  async editionOf(app: AppName, entries: RemoteEntries, locale: Locale, english?: Published): Promise<Published | null> {
    english ??= await this.of(app, entries);
    if (locale === SOURCE_LOCALE) return english;
    if (!localesOf(english.file).includes(locale)) return null;
    const edition = await this.fileOf(app, entries, routeSeoFileOf(locale));
    // A deploy between the two reads: the two files must be of one build, or the page is not served in that language.
    return edition.file.build === english.file.build ? edition : null;
  }

  /**
   * Other apps' parts of the route's page (the home page's sections) in `locale`, by module id, and
   * the build each came from. A remote that does not answer, or publishes no such fragment, leaves
   * its part out: the app loads it as on any later visit. One that does not publish the language is
   * named (`untranslated`): the page is not served in it. `locales` are the languages every part's
   * remote publishes.
   */
  async fragments(route: ComposedRoute, entries: RemoteEntries, locale: Locale = SOURCE_LOCALE): Promise<{ fragments: Map<string, string>; builds: Record<string, string>; untranslated: RemoteName[]; locales: Locale[] }> {
    const fragments = new Map<string, string>();
    const builds: Record<string, string> = {};
    const untranslated: RemoteName[] = [];
    const files: RouteSeoFile[] = [];
    for (const id of route.remoteModules ?? []) {
      const [app, name] = id.split('/') as [RemoteName, string];
      try {
        const english = await this.of(app, entries);
        files.push(english.file);
        const other = await this.editionOf(app, entries, locale, english);
        if (!other) {
          untranslated.push(app);
          continue;
        }
        const html = other.file.fragments?.[name];
        if (html === undefined) continue;
        fragments.set(id, resolveAssets(html, other.base));
        builds[app] = other.file.build;
      } catch (error) {
        console.warn(`[site] ${route.path}: ${id} shows the fallback`, error);
      }
    }
    return { fragments, builds, untranslated, locales: commonLocales(files) };
  }
}
