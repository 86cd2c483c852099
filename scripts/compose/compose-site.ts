/**
 * Composes the crawlable site after every app is built: reads the routes each app publishes
 * (`seo.json` next to its entry: shared/build/route-seo.ts), and writes into the shell's build
 *
 * - one HTML file per route (`skin/index.html`, `product/radiance-serum/index.html`, …) whose head
 *   already has the route's title, description, keywords, canonical URL, robots, Open Graph and
 *   Twitter tags and JSON-LD, and whose body has the page's heading, text and links for crawlers
 *   that run no JavaScript (hidden when scripts run, so the app takes over with no flash);
 * - `404.html` (the static server answers unknown paths with it and HTTP 404);
 * - `sitemap.xml` and `robots.txt`.
 *
 * A remote's new route gets its page by composing again; nothing about it is written in the shell.
 * Usage: `npm run compose` (the root build runs it).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, localRemoteEntry, remoteAppNames, type RemoteAppName } from '../../shared/build/apps';
import { ASSET_SCHEME, ROUTE_SEO_FILE, type RouteSeoFile } from '../../shared/build/route-seo';
import { brand } from '../../shared/src/brand';
import { localLinks, mainLinks, siteLinks } from '../../shared/src/nav';
import { canonicalUrl } from '../../shared/src/seo/defaults';
import { escapeHtml, headTagsHtml } from '../../shared/src/seo/head-tags';
import { NOT_FOUND_PATH, type RouteSeo } from '../../shared/src/seo/types';
import { FIRST_VIEW_ATTRIBUTE } from '../../shell/src/app/boot';
import { firstViewFrame, shellPagePlaceholder } from '../../shell/src/first-view/frame';
import type { RemoteModuleId } from '../../shell/src/remotes/remote-modules';
import { remoteHtmlPlaceholder } from '../../shell/src/remotes/RemoteSlot';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const shellDist = join(root, apps.shell.dir, 'dist');
/** The HTML Vite wrote, kept aside: every route's file (index.html too) is written from it. */
const TEMPLATE = '.shell-template.html';

export interface ComposedRoute extends RouteSeo {
  app: string;
}

/** Where each app's seo.json is: the local build when the remote is served from this machine, its host otherwise. */
async function readRouteFile(app: 'shell' | RemoteAppName, entryUrl: string | undefined): Promise<{ file: RouteSeoFile; base: string }> {
  const localFile = join(root, apps[app].dir, 'dist', ROUTE_SEO_FILE);
  if (!entryUrl || entryUrl === localRemoteEntry(app as RemoteAppName) || !/^https?:/.test(entryUrl)) {
    if (!existsSync(localFile)) throw new Error(`${localFile} is missing: build ${apps[app].dir} first`);
    return { file: JSON.parse(readFileSync(localFile, 'utf8')) as RouteSeoFile, base: entryUrl ? new URL('.', entryUrl).href : `${brand.siteUrl}/` };
  }
  const url = new URL(ROUTE_SEO_FILE, entryUrl);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { file: (await response.json()) as RouteSeoFile, base: new URL('.', entryUrl).href };
}

/** Stands for the shell's own origin while resolving; removed again so the paths are root-relative. */
const SHELL_ORIGIN_BASE = 'http://shell.invalid/';

const assetPattern = new RegExp(`${ASSET_SCHEME}([^\\s,"]+)`, 'g');

/** `asset:assets/x.jpg` (a picture of the publishing app), wherever it is in a string, made absolute on the app's host. */
function resolveAssets<T>(value: T, base: string): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' && item.includes(ASSET_SCHEME)
      ? item.replace(assetPattern, (_match, path: string) => new URL(path, base).href.replace(SHELL_ORIGIN_BASE, '/'))
      : item,
  ) as T;
}

interface ExposeAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}

/** A stylesheet and its text (inlined into the first view's HTML). */
export interface StylesheetAsset {
  href: string;
  text: string;
}

/** What each remote module needs first (its entry and the chunks and styles it loads at once), from the remotes' mf-manifest.json. */
export type ModuleAssets = Map<string, { entry: string; js: string[]; css: StylesheetAsset[] }>;

/**
 * A stylesheet's text, ready to sit in a <style> of a page on another address: relative url()s are
 * made absolute against the file's own address, and nothing in it can close the element early.
 */
export function inlineStylesheet({ href, text }: StylesheetAsset): string {
  // A same-origin file (`/assets/x.css`) keeps same-origin paths; another origin's gets full addresses.
  const resolve = (path: string) => {
    if (!href.startsWith('/')) return new URL(path, href).href;
    const url = new URL(path, `http://same-origin${href}`);
    return `${url.pathname}${url.search}${url.hash}`;
  };
  const absolute = text.replace(/url\((['"]?)(?!data:|https?:|\/|#)([^'")]+)\1\)/g, (_match, quote: string, path: string) => `url(${quote}${resolve(path)}${quote})`);
  return `<style data-href="${escapeHtml(href)}">${absolute.replace(/<\/style/gi, '<\\/style')}</style>`;
}

async function readModuleAssets(remotes: Record<string, string>): Promise<ModuleAssets> {
  const assets: ModuleAssets = new Map();
  for (const app of remoteAppNames) {
    const entry = remotes[app];
    if (!entry || !/^https?:/.test(entry)) continue;
    const base = new URL('.', entry).href;
    const localFile = join(root, apps[app].dir, 'dist', 'mf-manifest.json');
    const local = entry === localRemoteEntry(app) && existsSync(localFile);
    const manifest = (
      local
        ? JSON.parse(readFileSync(localFile, 'utf8'))
        : await fetch(new URL('mf-manifest.json', base)).then((response) => (response.ok ? response.json() : { exposes: [] }))
    ) as { exposes: { name: string; assets: ExposeAssets }[] };
    const stylesheet = async (path: string): Promise<StylesheetAsset> => {
      const href = new URL(path, base).href;
      const text = local ? readFileSync(join(root, apps[app].dir, 'dist', path), 'utf8') : await fetch(href).then((response) => (response.ok ? response.text() : ''));
      return { href, text };
    };
    for (const expose of manifest.exposes) {
      assets.set(`${app}/${expose.name}`, {
        entry,
        js: expose.assets.js.sync.map((path) => new URL(path, base).href),
        css: await Promise.all(expose.assets.css.sync.map(stylesheet)),
      });
    }
  }
  return assets;
}

const readRemotes = () => JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8')) as Record<string, string>;

/** Every app's published routes, and the fragments (by `app/Module`) pages of other apps compose in. */
export interface PublishedSite {
  routes: ComposedRoute[];
  fragments: Map<string, string>;
}

export async function collectSite(): Promise<PublishedSite> {
  const remotes = readRemotes();
  const sources = [{ app: 'shell' as const, entry: undefined }, ...remoteAppNames.map((app) => ({ app, entry: remotes[app] }))];
  const routes: ComposedRoute[] = [];
  const fragments = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const { app, entry } of sources) {
    const { file, base } = await readRouteFile(app, entry);
    for (const route of file.routes) {
      const owner = seen.get(route.path);
      if (owner) throw new Error(`${route.path} is published by both ${owner} and ${app}`);
      seen.set(route.path, app);
      // The page's own HTML (and its preloaded hero) loads the shell's pictures from the shell's
      // origin, wherever it is served; its metadata names them on the canonical site.
      const pageBase = app === 'shell' ? SHELL_ORIGIN_BASE : base;
      const forThePage = resolveAssets({ html: route.html, leadImage: route.leadImage }, pageBase);
      routes.push({ ...resolveAssets(route, base), ...forThePage, app });
    }
    for (const [name, html] of Object.entries(file.fragments ?? {})) fragments.set(`${app}/${name}`, resolveAssets(html, base));
  }
  return { routes, fragments };
}

export const collectRoutes = async (): Promise<ComposedRoute[]> => (await collectSite()).routes;

const linkList = (links: readonly { path: string; label: string }[]) =>
  `<ul>${links.map((link) => `<li><a href="${escapeHtml(link.path)}">${escapeHtml(link.label)}</a></li>`).join('')}</ul>`;

const navLinks = [...mainLinks, ...localLinks, ...siteLinks].map((link) => ({ path: link.to, label: link.label }));

/**
 * What a crawler without JavaScript reads. Browsers that run scripts never show it (the app
 * replaces it at once), so it can never flash or shift the layout; without scripts it is a plain,
 * readable page.
 */
function crawlerBody(route: RouteSeo): string {
  return [
    '<div data-prerendered>',
    `<header><a href="/">${escapeHtml(brand.name)}</a><nav aria-label="Main">${linkList(navLinks)}</nav></header>`,
    '<main>',
    `<h1>${escapeHtml(route.heading)}</h1>`,
    ...route.text.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    route.links?.length ? linkList(route.links) : '',
    '</main>',
    `<footer><p>${escapeHtml(brand.legalName)}</p>${linkList([
      { path: '/privacy', label: 'Privacy Policy' },
      { path: '/terms', label: 'Terms of Service' },
    ])}</footer>`,
    '</div>',
  ].join('');
}

const crawlerStyle =
  '<style>@media (scripting: enabled){[data-prerendered]{display:none}}[data-prerendered]{max-width:44rem;margin:0 auto;padding:2rem 1.25rem;font:1rem/1.6 system-ui,sans-serif;color:#140d09;background:#faf6ef}[data-prerendered] h1{font:2.25rem/1.2 Georgia,serif;margin:2rem 0 1rem}[data-prerendered] p{margin:0 0 1rem}[data-prerendered] header,[data-prerendered] footer{font-size:.875rem}[data-prerendered] li{display:inline-block;margin:0 1rem .5rem 0}[data-prerendered] a{color:#6b4e16}</style>';

/**
 * Starts, with the HTML, what the first view will ask for after the shell's JavaScript has run:
 * the route's remote entry, the chunks and styles its module loads at once, and the hero picture.
 * Without these the browser learns of each only at the end of the chain before it.
 */
export function preloadTags(route: ComposedRoute, modules: ModuleAssets): string[] {
  const ids = [...(route.app === 'shell' ? [] : [`${route.app}/routes`]), ...(route.remoteModules ?? [])];
  const tags: string[] = [];
  const seen = new Set<string>();
  const once = (tag: string) => {
    if (!seen.has(tag)) {
      seen.add(tag);
      tags.push(tag);
    }
  };
  for (const id of ids) {
    const assets = modules.get(id);
    if (!assets) continue;
    // Without `crossorigin`: what the first view fetches from the remote (its hero picture) is a
    // no-cors request, which cannot use a connection opened for CORS (the app's modules, after load).
    once(`<link rel="preconnect" href="${escapeHtml(new URL(assets.entry).origin)}" />`);
    if (!route.html) {
      once(`<link rel="modulepreload" href="${escapeHtml(assets.entry)}" />`);
      for (const js of assets.js) once(`<link rel="modulepreload" href="${escapeHtml(js)}" />`);
    }
    // The first view is the remote's markup: its stylesheet must be there before the first paint. It
    // comes inside the HTML (about 5 KB compressed): linked, it held the first paint back by a
    // connection to the remote's origin and a round trip (the LCP was 2.03-2.1 s on such routes).
    for (const css of assets.css) once(route.html ? inlineStylesheet(css) : `<link rel="preload" as="style" href="${escapeHtml(css.href)}" />`);
  }
  if (route.leadImage) {
    const { avif, sizes } = route.leadImage;
    // AVIF is what every browser that preloads with imagesrcset also decodes; the <picture> picks the same file.
    once(`<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(avif)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`);
  }
  return tags;
}

/**
 * The shell's stylesheet (about 8 KB compressed) inside the HTML rather than linked: the first paint
 * no longer waits for a request after the document's. The app never links it again (it is the
 * entry's own stylesheet), so it is fetched once, with the page.
 */
export function inlineLinkedStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/g, (_tag, href: string) => inlineStylesheet({ href, text: read(href) }));
}

const REMOTE_HTML_PLACEHOLDER = /<template data-remote-html="([^"]+)"><\/template>/g;

/**
 * The first view of a route: the shell's frame around the page, the page's HTML in its slot and any
 * other app's fragment (the home page's sections) in theirs. A fragment nobody published leaves its
 * slot empty: the app then loads that part as on any later visit.
 */
export function firstViewHtml(route: ComposedRoute, fragments: ReadonlyMap<string, string> = new Map()): string {
  const frame = firstViewFrame(route.path, route.app);
  const withPage = route.app === 'shell' ? frame.replace(shellPagePlaceholder, () => route.html ?? '') : frame.replace(remoteHtmlPlaceholder(`${route.app}/routes` as RemoteModuleId), () => route.html ?? '');
  return withPage.replace(REMOTE_HTML_PLACEHOLDER, (_placeholder, id: string) => fragments.get(id) ?? '');
}

export function routeHtml(template: string, route: RouteSeo, preloads: readonly string[] = [], fragments?: ReadonlyMap<string, string>): string {
  const head = template
    // The defaults the shell's build wrote; the route's own tags replace them.
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="(description|theme-color)"[^>]*>/g, '');
  // Replacer functions, not strings: in a replacement string `$$` means `$`, and the head office's price range is '$$$$'.
  return head
    .replace('</head>', () => `    ${[...preloads, headTagsHtml(route.meta), crawlerStyle].join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () =>
      route.html === undefined
        ? `<div id="root">${crawlerBody(route)}</div>`
        : `<div id="root" ${FIRST_VIEW_ATTRIBUTE}="${escapeHtml(route.path)}">${firstViewHtml({ app: 'shell', ...route }, fragments)}</div>`,
    );
}

export function sitemapXml(routes: readonly ComposedRoute[]): string {
  const entries = routes
    .filter((route) => route.path !== NOT_FOUND_PATH && !/noindex/.test(route.meta.robots ?? ''))
    .map((route) => `  <url>\n    <loc>${escapeHtml(canonicalUrl(route.path))}</loc>\n    <lastmod>${route.lastModified}</lastmod>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = () => `User-agent: *\nAllow: /\n\nSitemap: ${brand.siteUrl}/sitemap.xml\n`;

/** The file a route is served from: `/` is index.html, `/local/paris-france` is local/paris-france/index.html. */
export const routeFile = (path: string) => (path === NOT_FOUND_PATH ? '404.html' : join(path.replace(/^\/+/, ''), 'index.html'));

export async function composeSite(): Promise<number> {
  const templatePath = join(shellDist, TEMPLATE);
  // A fresh shell build rewrites index.html (and empties dist): keep that one as the template.
  if (!existsSync(templatePath) || !readFileSync(join(shellDist, 'index.html'), 'utf8').includes('data-prerendered')) {
    copyFileSync(join(shellDist, 'index.html'), templatePath);
  }
  const template = readFileSync(templatePath, 'utf8');
  const { routes, fragments } = await collectSite();
  const modules = await readModuleAssets(readRemotes());
  const firstViewTemplate = inlineLinkedStylesheets(template, (href) => readFileSync(join(shellDist, href), 'utf8'));
  for (const route of routes) {
    const target = join(shellDist, routeFile(route.path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, routeHtml(route.html === undefined ? template : firstViewTemplate, route, preloadTags(route, modules), fragments));
  }
  writeFileSync(join(shellDist, 'sitemap.xml'), sitemapXml(routes));
  writeFileSync(join(shellDist, 'robots.txt'), robotsTxt());
  writeFileSync(join(shellDist, 'routes.json'), `${JSON.stringify(routes.map((route) => ({ path: route.path, app: route.app })), null, 2)}\n`);
  return routes.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = await composeSite();
  console.log(`Composed ${count} routes into ${shellDist} (sitemap.xml, robots.txt, 404.html)`);
}
