/**
 * The site's pages, composed on request: a remote's deploy is the only step.
 *
 * Every route's HTML is the shell's built page with the route's head and its first view: the
 * shell's layout rendered around the HTML the route's app published with its build (`seo.json`,
 * shared/tooling/route-seo.ts), and the stylesheets its `mf-manifest.json` names. Composed at build
 * time, a remote's new build left the pages showing the old one and preloading chunks that no
 * longer existed; composed here, on each request, a page always comes from the remote's current
 * build, and records which one (`data-first-view-builds`), so the app can tell if the remote moves
 * on before it starts (shell/src/remotes/RemoteSlot.tsx).
 *
 * Composition is a pipeline of small steps (./compose/), each a module with its tests beside it:
 *
 *   routes      what the apps publish: the route at the path, other apps' fragments  ./compose/routes.ts
 *   assets      the remotes' manifests: what the first view loads at once, as tags   ./compose/assets.ts
 *   head        the route's head tags in the shell's page                            ./compose/head.ts
 *   search      /search?q=: the search island written with the query's results       ./compose/search-page.ts
 *   first view  #root: the layout's frame around the page, marked for the app's boot ./compose/first-view.ts
 *   css         the inline stylesheets cut to the rules the page's HTML uses         ./compose/first-view-css.ts
 *   headers     the page's Content-Security-Policy and caching                       ./compose/page-headers.ts
 *   sitemap     sitemap.xml and robots.txt from every app's routes                   ./compose/sitemap.ts
 *
 * This module only runs them in order for each request. Each request revalidates what it needs (a
 * conditional GET: 304 when nothing changed: ./compose/remote-files.ts), so a deploy shows on the
 * next request while an unchanged remote costs a round trip and no parsing. Built by
 * `vite build -c vite.server.config.ts` into one module with no Node APIs (web `fetch`, `Request`,
 * `Response`): the same file runs in `npm start`'s server (tooling/lib/static-server.ts) and on an
 * edge runtime (./deno.ts), so local and production compose alike.
 */
import { firstViewModules, moduleAssets, preloadTags, type FederationManifest, type ModuleAssets } from './compose/assets';
import { withRoot } from './compose/first-view';
import { errorScreenHtml, remoteFallbackHtml } from '../src/first-view/frame';
import { withFirstViewCss } from './compose/first-view-css';
import { routeHeadTags, withHead, withLanguage } from './compose/head';
import { pageHeaders } from './compose/page-headers';
import { json, RemoteFiles } from './compose/remote-files';
import { HEADERS_FILE, headersFor, parseHeaderRules, REVALIDATE, SECURITY_HEADERS } from 'shared/static-headers';
import { brand } from 'shared/brand';
import type { RemoteName } from 'shared/routes';
import { siteRedirects } from 'shared/redirects';
import { composedRoute, localesOf, missingAt, notFoundRouteOf, PublishedRoutes, routeAt, type AppName, type ComposedRoute, type RemoteEntries, type Remotes } from './compose/routes';
import { localeOfPath, localizedPath, SOURCE_LOCALE, type Locale } from 'shared/locales';
import { robotsTxt, siteRoutes, sitemapXml } from './compose/sitemap';
import { SEARCH_PATH, searchPageFor, SiteDocuments } from './compose/search-page';
import { ShellTemplate } from './compose/template';
import type { CreateSiteHandler, StaticFileHeaders, WarmUpResult } from './contract';
import { OPENING_HEADERS, OPENING_PAGE } from 'shared/opening-page';

export type { ShellFiles, SiteHandler, SiteOptions } from './contract';

/** A remote that has not answered by then is down for this request (its last known build is used, if any). */
export const REMOTE_FETCH_TIMEOUT_MS = 4000;

/**
 * How long a start waits for every remote's seo.json, manifest and first-view stylesheets, retrying,
 * before it composes without the ones that did not answer (each is logged). A busy machine or a cold
 * host may take several tries; a remote that is really down (it refuses at once, again and again)
 * must not keep the site closed.
 */
export const WARM_UP_LIMIT_MS = 30_000;

/**
 * How long a page request waits for the start's warm-up before it is answered 503 with Retry-After:
 * within 5 s, every request gets an answer, and no visitor or crawler gets a page missing a remote's
 * part because the server had not read it yet.
 */
export const OPENING_WAIT_MS = 4_000;

/** Refused this many times in a row, at once each time, a remote counts as down rather than busy. */
const DOWN_AFTER_REFUSALS = 5;

/** A failure that a busy or starting host gives: a time-out, or a 5xx. */
const isBusy = (error: unknown) => (error instanceof Error && error.name === 'TimeoutError') || /: HTTP 5\d\d$/.test(error instanceof Error ? error.message : '');

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A path the composition answers: one with no file extension, and the sitemap and robots.txt. */
const isPagePath = (path: string) => !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1));

export const staticFileHeaders: StaticFileHeaders = {
  rulesFile: HEADERS_FILE,
  headersFor: (rulesText, pathname) => ({ 'Cache-Control': REVALIDATE, ...headersFor(parseHeaderRules(rulesText), pathname) }),
};

export const createSiteHandler: CreateSiteHandler = ({ shell, fetch: fetchFn = fetch, timeoutMs = REMOTE_FETCH_TIMEOUT_MS, warmUpLimitMs = WARM_UP_LIMIT_MS, openingWaitMs = OPENING_WAIT_MS }) => {
  const remoteFiles = new RemoteFiles(fetchFn, timeoutMs);
  const published = new PublishedRoutes(shell, remoteFiles);
  const template = new ShellTemplate(shell);
  const siteDocuments = new SiteDocuments(remoteFiles);

  /**
   * One remote's published files read once, retried until the limit: its seo.json, its manifest,
   * and the stylesheets the manifest lists (hashed: kept for good once read).
   */
  async function warmRemote(app: RemoteName, entries: RemoteEntries, deadline: number): Promise<WarmUpResult> {
    const base = new URL('.', entries[app]!).href;
    let reason = '';
    let refusals = 0;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await published.of(app, entries);
        const manifest = await remoteFiles.current(new URL('mf-manifest.json', base).href, json<FederationManifest>);
        await Promise.all(manifest.exposes.flatMap((expose) => expose.assets.css.sync.map((path) => remoteFiles.text(new URL(path, base).href))));
        return { app, ok: true, attempts: attempt };
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
        // A busy or starting host is slow, or says 5xx: worth waiting for. One that refuses at once
        // (no server, a 404) is down, and the site must not stay closed for it.
        refusals = isBusy(error) ? 0 : refusals + 1;
      }
      if (refusals >= DOWN_AFTER_REFUSALS || Date.now() + 250 >= deadline) {
        console.warn(`[site] ${app} did not answer at start (${attempt} tries: ${reason}); its parts of pages show the fallback until it does`);
        return { app, ok: false, attempts: attempt, reason };
      }
      await pause(250);
    }
  }

  async function warmUp(origin: string): Promise<WarmUpResult[]> {
    const { entries } = await published.remotes(origin);
    const deadline = Date.now() + warmUpLimitMs;
    return Promise.all((Object.keys(entries) as RemoteName[]).map((app) => warmRemote(app, entries, deadline)));
  }

  /** One warm-up per origin the site is reached by (remotes.json may name remotes relative to it). */
  const warmUps = new Map<string, Promise<WarmUpResult[]>>();
  const ready = (origin: string = brand.siteUrl) => {
    let warming = warmUps.get(origin);
    if (!warming) {
      if (warmUps.size >= 8) warmUps.clear();
      warming = warmUp(origin).catch((error: unknown) => {
        // The shell's own files could not be read: try again with the next request.
        warmUps.delete(origin);
        throw error;
      });
      warmUps.set(origin, warming);
    }
    return warming;
  };

  /** True once the start's warm-up is over (whatever it found), false if it is still going after `openingWaitMs`. */
  const opened = (origin: string) =>
    Promise.race([
      ready(origin).then(
        () => true,
        () => true,
      ),
      pause(openingWaitMs).then(() => false),
    ]);

  /**
   * The page at `path` in `locale` (`/fr/skin` is /skin in French): its owner's page from the file
   * of that language, or the not-found page in it when the owner does not publish the page in it.
   */
  async function page(path: string, locale: Locale, url: URL): Promise<Response> {
    const remotes = await published.remotes(url.origin);
    const { entries } = remotes;
    const answerer = await published.answererOf(path, entries);
    // Nobody answers: a 404, unless an app that could not be read may own it.
    if (answerer.app === null) return answerer.unread.length ? unavailable(path, remotes, answerer.unread.length === 1 ? answerer.unread[0]! : 'shell', locale) : notFound(remotes, locale);
    const { app: owner } = answerer;
    const source = await published.editionOf(owner, entries, locale, answerer.source);
    if (!source) return notFound(remotes, locale);
    const page = { owner, locales: localesOf(answerer.source.file) };
    const ownBuild = owner === 'shell' ? {} : { [owner]: source.file.build };
    const route = routeAt(source.file, path);
    const visited = (composed: ComposedRoute): ComposedRoute => ({ ...composed, query: url.search });
    if (route && path === SEARCH_PATH) return compose(visited(await searchPageFor(composedRoute(route, owner, source.base), url, locale, (language) => siteDocuments.read(entries, language))), remotes, 200, page);
    if (route) return compose(visited(composedRoute(route, owner, source.base)), remotes, 200, page, ownBuild);
    // An address the owner's route answers with params that name nothing: what that route does.
    const missing = missingAt(source.file, path);
    if (missing?.redirect !== undefined) return redirectTo(localizedPath(missing.redirect, locale), url, 302);
    if (missing?.page) {
      const { meta } = missing.page;
      return compose(composedRoute({ ...missing.page, path, meta: { ...meta, canonicalPath: path } }, owner, source.base), remotes, 404, page, ownBuild);
    }
    return notFound(remotes, locale);
  }

  /**
   * The pipeline for a route: its fragments, its assets, the template, its head, its first view, its
   * CSS, its headers. In the route's language (its head's), and linking each language every part of
   * the page is published in (`page.locales`, the owner's); in no other, it is the not-found page.
   */
  async function compose(composed: ComposedRoute, remotes: Remotes, status: number, page: { owner: AppName; locales: readonly Locale[] } | null, ownBuild: Record<string, string> = {}): Promise<Response> {
    const { config, entries } = remotes;
    const locale = composed.meta.locale ?? SOURCE_LOCALE;
    const { fragments, builds: fragmentBuilds, untranslated, locales } = await published.fragments(composed, entries, locale);
    if (untranslated.length > 0) return notFound(remotes, locale);
    const alternates = page ? page.locales.filter((published) => locales.includes(published)) : [];
    const route: ComposedRoute = { ...composed, meta: { ...composed.meta, ...(alternates.length > 1 ? { alternates } : {}) } };
    // A manifest that cannot be read costs the page its preloads, not the page.
    const assets = await moduleAssets(firstViewModules(route), entries, remoteFiles).catch(() => new Map() as ModuleAssets);
    const { plain, firstView } = await template.read();
    const head = withLanguage(withHead(route.html === undefined ? plain : firstView, routeHeadTags(route, preloadTags(route, assets))), locale);
    const html = withFirstViewCss(withRoot(head, route, fragments, { ...ownBuild, ...fragmentBuilds }, config));
    return new Response(html, { status, headers: await pageHeaders(html, entries) });
  }

  /** The not-found page, in `locale` where the shell publishes it in that language, else in English. */
  async function notFound(remotes: Remotes, locale: Locale = SOURCE_LOCALE): Promise<Response> {
    const english = await published.of('shell', remotes.entries);
    const { file, base } = (await published.editionOf('shell', remotes.entries, locale, english)) ?? english;
    const route = notFoundRouteOf(file);
    if (!route) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return compose(composedRoute(route, 'shell', base), remotes, 404, null);
  }

  /**
   * The app that may own the path is down and was never seen: the shell's layout around its
   * fallback, whose Retry opens the page again. 503 tells crawlers to come back.
   */
  async function unavailable(path: string, remotes: Remotes, app: AppName, locale: Locale): Promise<Response> {
    const route: ComposedRoute = {
      path,
      app,
      meta: {
        title: 'This part of the house is unavailable',
        description: 'It could not be loaded just now. Please try again in a moment.',
        canonicalPath: path,
        robots: 'noindex, follow',
        ...(locale === SOURCE_LOCALE ? {} : { locale }),
      },
      html: remoteFallbackHtml('page', localizedPath(path, locale), locale),
    };
    const response = await compose(route, remotes, 503, null);
    response.headers.set('Retry-After', '30');
    return response;
  }

  async function sitemap(origin: string): Promise<Response> {
    const routes = await siteRoutes(published, await published.entries(origin));
    return new Response(sitemapXml(routes), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS } });
  }

  /**
   * An error nobody handled while routing a page (spec: a screen headed 'Unexpected Application
   * Error!'): the shell's error screen, HTTP 500, in the shell's page if it can be read, and in a
   * bare one otherwise. Nothing of the error reaches the visitor; the log has it.
   */
  async function unexpectedError(path: string, error: unknown): Promise<Response> {
    console.error(`[site] ${path}: unexpected error`, error);
    const meta = { title: 'Unexpected Application Error!', description: 'Something went wrong on our side.', canonicalPath: path, robots: 'noindex, nofollow' };
    const root = `<div id="root">${errorScreenHtml(path)}</div>`;
    const html = await template.read().then(
      ({ firstView }) => withHead(firstView, routeHeadTags({ path, meta })).replace('<div id="root"></div>', () => root),
      () => `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Unexpected Application Error!</title></head><body>${root}</body></html>`,
    );
    return new Response(html, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...SECURITY_HEADERS } });
  }

  /** Answered while the start is still reading the remotes: come back in a moment, never a partial page. */
  function opening(): Response {
    return new Response(OPENING_PAGE, { status: 503, headers: OPENING_HEADERS });
  }

  const handler = async (request: Request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const url = new URL(request.url);
    const path = url.pathname.replace(/(.)\/+$/, '$1');
    // English is at today's addresses: its prefix is nobody's page.
    if (/^\/en(\/|$)/.test(path)) return redirectTo(path.slice(3) || '/', url);
    if (path === '/robots.txt') return new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...SECURITY_HEADERS } });
    if (path !== '/sitemap.xml' && !isPagePath(path)) return null;
    const { locale, path: inner } = localeOfPath(path);
    const redirect = siteRedirects[inner];
    if (redirect) return redirectTo(localizedPath(redirect, locale), url);
    if (!(await opened(url.origin))) return opening();
    if (path === '/sitemap.xml') return sitemap(url.origin);
    return page(inner, locale, url).catch((error: unknown) => unexpectedError(path, error));
  };
  return Object.assign(handler, { ready });
};

/**
 * A path that is another page, sent on by the server itself: one with a preset (shared/src/redirects.ts:
 * /inquire, for good: 301), or an address whose params name nothing, which its route sends on
 * (an unknown article to /press, for now: 302). The visitor and a crawler get the page at once,
 * with no app to start and no trace in history. The visit's own query (a campaign's
 * `?utm_source=`) goes along.
 */
function redirectTo(target: string, from: URL, status: 301 | 302 = 301): Response {
  const to = new URL(target, from);
  for (const [name, value] of from.searchParams) if (!to.searchParams.has(name)) to.searchParams.append(name, value);
  return new Response(null, { status, headers: { Location: `${to.pathname}${to.search}`, 'Cache-Control': 'no-cache' } });
}
