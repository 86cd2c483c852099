/**
 * The site's pages, composed on request (issue 19): a remote's deploy is the only step.
 *
 * Every route's HTML is the shell's built page with the route's head and its first view: the
 * shell's layout rendered around the HTML the route's app published with its build (`seo.json`,
 * shared/build/route-seo.ts), and the stylesheets its `mf-manifest.json` names. Composed at build
 * time, a remote's new build left the pages showing the old one and preloading chunks that no
 * longer existed; composed here, on each request, a page always comes from the remote's current
 * build, and records which one (`data-first-view-builds`), so the app can tell if the remote moves
 * on before it starts (shell/src/remotes/RemoteSlot.tsx).
 *
 * Each request revalidates what it needs (a conditional GET: 304 when nothing changed), so a deploy
 * shows on the next request while an unchanged remote costs a round trip and no parsing. Built by
 * `vite build -c vite.server.config.ts` into one module with no Node APIs (web `fetch`, `Request`,
 * `Response`): the same file runs in `npm start`'s server (scripts/lib/static-server.ts) and on an
 * edge runtime (./deno.ts), so local and production compose alike.
 */
import { brand } from '../../shared/src/brand';
import { findRouteOwner, remoteNames, type RemoteName } from '../../shared/src/routes';
import { NOT_FOUND_PATH, type RouteSeo } from '../../shared/src/seo/types';
import { ROUTE_SEO_FILE, type RouteSeoFile } from '../../shared/build/route-seo-file';
import { SECURITY_HEADERS } from '../../shared/build/static-headers';
import { configuredMeasurementId, configuredTagUrl } from '../src/analytics/config';
import { contentSecurityPolicy, GOOGLE_ANALYTICS_HOSTS, inlineScripts, scriptHash, type PageOrigins } from './security-headers';
import {
  inlineLinkedStylesheets,
  preloadTags,
  resolveAssets,
  robotsTxt,
  routeHtml,
  sitemapXml,
  SHELL_ORIGIN_BASE,
  type ComposedRoute,
  type ExposeAssets,
  type ModuleAssets,
  type StylesheetAsset,
} from './compose';
import type { CreateSiteHandler } from './contract';

export type { ShellFiles, SiteHandler, SiteOptions } from './contract';

/** A remote that has not answered by then is down for this request (its last known build is used, if any). */
export const REMOTE_FETCH_TIMEOUT_MS = 4000;

type AppName = 'shell' | RemoteName;

interface Published {
  file: RouteSeoFile;
  /** Where the app's files are: its pictures and chunks resolve against it. */
  base: string;
}

/** A file fetched and kept with its validators; each use asks the server whether it changed. */
interface Revalidated<T> {
  value: T;
  etag: string | null;
  lastModified: string | null;
}

class RemoteFiles {
  private readonly known = new Map<string, Revalidated<unknown>>();
  private readonly checking = new Map<string, Promise<unknown>>();
  /** Hashed files (stylesheets) never change: kept once fetched. */
  private readonly immutable = new Map<string, string>();

  constructor(
    private readonly fetchFn: typeof fetch,
    private readonly timeoutMs: number,
  ) {}

  private request(url: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.fetchFn(url, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
  }

  /** The current content of `url`, parsed; the known copy when the server says it has not changed. */
  current<T>(url: string, parse: (response: Response) => Promise<T>): Promise<T> {
    // Requests at the same moment share one check.
    const pending = this.checking.get(url);
    if (pending) return pending as Promise<T>;
    const check = this.revalidate(url, parse).finally(() => this.checking.delete(url));
    this.checking.set(url, check);
    return check;
  }

  private async revalidate<T>(url: string, parse: (response: Response) => Promise<T>): Promise<T> {
    const known = this.known.get(url) as Revalidated<T> | undefined;
    const headers: Record<string, string> = {};
    if (known?.etag) headers['If-None-Match'] = known.etag;
    if (known?.lastModified) headers['If-Modified-Since'] = known.lastModified;
    let response: Response;
    try {
      response = await this.request(url, headers);
    } catch (error) {
      // Down or too slow: the last build it served still makes a whole page.
      if (known) return known.value;
      throw error;
    }
    if (response.status === 304 && known) return known.value;
    if (!response.ok) {
      if (known && response.status >= 500) return known.value;
      throw new Error(`${url}: HTTP ${response.status}`);
    }
    const value = await parse(response);
    this.known.set(url, { value, etag: response.headers.get('ETag'), lastModified: response.headers.get('Last-Modified') });
    return value;
  }

  async text(url: string): Promise<string> {
    const kept = this.immutable.get(url);
    if (kept !== undefined) return kept;
    const response = await this.request(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const text = await response.text();
    this.immutable.set(url, text);
    return text;
  }
}

const json = <T>(response: Response) => response.json() as Promise<T>;

const htmlHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  // Composed from each remote's current build: never kept without asking.
  'Cache-Control': 'no-cache',
  ...SECURITY_HEADERS,
};

// The browser side's settings, from the same build environment as the apps' bundles.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};
/** What a page talks to besides the shell and the remotes (their defaults are the apps' own). */
const fixedOrigins: Omit<PageOrigins, 'remotes'> = {
  backend: String(env.VITE_SUPABASE_URL ?? '') || 'http://localhost:54321',
  geolocation: String(env.VITE_GEOLOCATION_URL ?? '') || 'https://ipapi.co/json/',
  // Only when analytics are configured; a first-party tag path is 'self' already.
  analytics: configuredMeasurementId ? [configuredTagUrl, ...GOOGLE_ANALYTICS_HOSTS] : [],
};

/** A page's headers: its Content-Security-Policy from the remotes it may load and its own inline script. */
/** Each inline script's hash, once per script text (the boot script is the same on every page of a build). */
const scriptHashes = new Map<string, Promise<string>>();
const hashOnce = (text: string) => {
  let hash = scriptHashes.get(text);
  if (!hash) {
    if (scriptHashes.size > 32) scriptHashes.clear();
    hash = scriptHash(text);
    scriptHashes.set(text, hash);
  }
  return hash;
};

async function pageHeaders(html: string, entries: Partial<Record<RemoteName, string>>): Promise<Record<string, string>> {
  const hashes = await Promise.all(inlineScripts(html).map(hashOnce));
  return { ...htmlHeaders, 'Content-Security-Policy': contentSecurityPolicy({ ...fixedOrigins, remotes: Object.values(entries) }, hashes) };
}

/** A path the composition answers: one with no file extension, and the sitemap and robots.txt. */
const isPagePath = (path: string) => !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

export const createSiteHandler: CreateSiteHandler = ({ shell, fetch: fetchFn = fetch, timeoutMs = REMOTE_FETCH_TIMEOUT_MS }) => {
  const remoteFiles = new RemoteFiles(fetchFn, timeoutMs);
  /** The shell's frame per template text: its stylesheet read and inlined once. */
  let firstViewTemplate: { source: string; html: string } | null = null;

  const shellJson = async <T>(path: string): Promise<T> => {
    const text = await shell.read(path);
    if (text === null) throw new Error(`The shell's build has no ${path}`);
    return JSON.parse(text) as T;
  };

  /** Where each remote's entry is, from the shell's remotes.json (deployment configuration, read on each request). */
  const remoteEntries = async (origin: string): Promise<Partial<Record<RemoteName, string>>> => {
    const config = await shellJson<Record<string, string>>('remotes.json');
    const entries: Partial<Record<RemoteName, string>> = {};
    for (const name of remoteNames) if (config[name]) entries[name] = new URL(config[name], origin).href;
    return entries;
  };

  async function published(app: AppName, entries: Partial<Record<RemoteName, string>>): Promise<Published> {
    if (app === 'shell') return { file: await shellJson<RouteSeoFile>(ROUTE_SEO_FILE), base: `${brand.siteUrl}/` };
    const entry = entries[app];
    if (!entry) throw new Error(`remotes.json has no address for ${app}`);
    const base = new URL('.', entry).href;
    return { file: await remoteFiles.current(new URL(ROUTE_SEO_FILE, base).href, json<RouteSeoFile>), base };
  }

  /** What the first view of a route asks for at once (its stylesheets inline, its remote's origin), from the remotes' manifests. */
  async function moduleAssets(ids: readonly string[], entries: Partial<Record<RemoteName, string>>): Promise<ModuleAssets> {
    const assets: ModuleAssets = new Map();
    for (const id of ids) {
      const [app, name] = id.split('/') as [RemoteName, string];
      const entry = entries[app];
      if (!entry) continue;
      const base = new URL('.', entry).href;
      const manifest = await remoteFiles.current(new URL('mf-manifest.json', base).href, json<{ exposes: { name: string; assets: ExposeAssets }[] }>);
      const expose = manifest.exposes.find((candidate) => candidate.name === name);
      if (!expose) continue;
      const css: StylesheetAsset[] = await Promise.all(expose.assets.css.sync.map(async (path) => ({ href: new URL(path, base).href, text: await remoteFiles.text(new URL(path, base).href) })));
      assets.set(id, { entry, js: expose.assets.js.sync.map((path) => new URL(path, base).href), css });
    }
    return assets;
  }

  async function template(): Promise<{ plain: string; firstView: string }> {
    const plain = await shell.read('index.html');
    if (plain === null) throw new Error("The shell's build has no index.html");
    if (firstViewTemplate?.source !== plain) {
      const stylesheets = new Map<string, string>();
      for (const [, href] of plain.matchAll(/<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/g)) {
        stylesheets.set(href!, (await shell.read(href!.slice(1))) ?? '');
      }
      firstViewTemplate = { source: plain, html: inlineLinkedStylesheets(plain, (href) => stylesheets.get(href) ?? '') };
    }
    return { plain, firstView: firstViewTemplate.html };
  }

  /** A route as its app published it, with its pictures made absolute on the app's host. */
  function composedRoute(route: RouteSeo, app: AppName, base: string): ComposedRoute {
    // The page's own HTML (and its preloaded hero) loads the shell's pictures from the shell's
    // origin, wherever it is served; its metadata names them on the canonical site.
    const pageBase = app === 'shell' ? SHELL_ORIGIN_BASE : base;
    return { ...resolveAssets(route, base), ...resolveAssets({ html: route.html, leadImage: route.leadImage }, pageBase), app };
  }

  async function page(path: string, origin: string): Promise<Response> {
    const entries = await remoteEntries(origin);
    const owner: AppName = findRouteOwner(path) ?? 'shell';
    let source: Published;
    try {
      source = await published(owner, entries);
    } catch (error) {
      console.warn(`[site] ${path}: ${owner} did not answer`, error);
      return unavailable(path, origin);
    }
    const route = source.file.routes.find((candidate) => candidate.path === path && path !== NOT_FOUND_PATH);
    if (!route) return notFound(entries);
    return compose(composedRoute(route, owner, source.base), entries, 200, owner === 'shell' ? {} : { [owner]: source.file.build });
  }

  async function compose(route: ComposedRoute, entries: Partial<Record<RemoteName, string>>, status: number, ownBuild: Record<string, string> = {}): Promise<Response> {
    const builds: Record<string, string> = { ...ownBuild };
    const fragments = new Map<string, string>();
    // Other apps' parts of the page (the home page's sections): a remote that does not answer leaves
    // its part empty, and the app loads it as on any later visit.
    for (const id of route.remoteModules ?? []) {
      const [app, name] = id.split('/') as [RemoteName, string];
      try {
        const other = await published(app, entries);
        const html = other.file.fragments?.[name];
        if (html === undefined) continue;
        fragments.set(id, resolveAssets(html, other.base));
        builds[app] = other.file.build;
      } catch (error) {
        console.warn(`[site] ${route.path}: ${id} left to the app`, error);
      }
    }
    const ids = [...(route.app === 'shell' ? [] : [`${route.app}/routes`]), ...(route.remoteModules ?? [])];
    const assets = await moduleAssets(ids, entries).catch(() => new Map() as ModuleAssets);
    const { plain, firstView } = await template();
    const html = routeHtml(route.html === undefined ? plain : firstView, route, preloadTags(route, assets), fragments, builds);
    return new Response(html, { status, headers: await pageHeaders(html, entries) });
  }

  async function notFound(entries: Partial<Record<RemoteName, string>>): Promise<Response> {
    const shellFile = await shellJson<RouteSeoFile>(ROUTE_SEO_FILE);
    const route = shellFile.routes.find((candidate) => candidate.path === NOT_FOUND_PATH);
    if (!route) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return compose(composedRoute(route, 'shell', `${brand.siteUrl}/`), entries, 404);
  }

  /**
   * The route's remote is down and was never seen: the shell's page with no first view, which the
   * app renders with the slot's own "unavailable" state and Retry. 503 tells crawlers to come back.
   */
  async function unavailable(path: string, origin: string): Promise<Response> {
    const { plain } = await template();
    const route: RouteSeo = {
      path,
      meta: { title: 'This part of the house is unavailable', description: 'It could not be loaded just now. Please try again in a moment.', canonicalPath: path, robots: 'noindex, follow' },
    };
    const html = routeHtml(plain, route);
    return new Response(html, { status: 503, headers: { ...(await pageHeaders(html, await remoteEntries(origin))), 'Retry-After': '30' } });
  }

  async function sitemap(origin: string): Promise<Response> {
    const entries = await remoteEntries(origin);
    const routes: ComposedRoute[] = [];
    for (const app of ['shell', ...remoteNames] as AppName[]) {
      try {
        const { file, base } = await published(app, entries);
        routes.push(...file.routes.map((route) => ({ ...resolveAssets(route, base), app })));
      } catch (error) {
        console.warn(`[site] sitemap.xml: ${app} did not answer`, error);
      }
    }
    return new Response(sitemapXml(routes), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' } });
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    const path = url.pathname.replace(/(.)\/+$/, '$1');
    if (path === '/sitemap.xml') return sitemap(url.origin);
    if (path === '/robots.txt') return new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' } });
    if (!isPagePath(path)) return null;
    return page(path, url.origin);
  };
};
