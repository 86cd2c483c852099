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

/** `asset:assets/x.jpg` (a picture of the publishing app) made absolute on the app's host. */
function resolveAssets<T>(value: T, base: string): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' && item.startsWith(ASSET_SCHEME) ? new URL(item.slice(ASSET_SCHEME.length), base).href : item,
  ) as T;
}

export async function collectRoutes(): Promise<ComposedRoute[]> {
  const remotes = JSON.parse(readFileSync(join(shellDist, 'remotes.json'), 'utf8')) as Record<string, string>;
  const sources = [{ app: 'shell' as const, entry: undefined }, ...remoteAppNames.map((app) => ({ app, entry: remotes[app] }))];
  const routes: ComposedRoute[] = [];
  const seen = new Map<string, string>();
  for (const { app, entry } of sources) {
    const { file, base } = await readRouteFile(app, entry);
    for (const route of file.routes) {
      const owner = seen.get(route.path);
      if (owner) throw new Error(`${route.path} is published by both ${owner} and ${app}`);
      seen.set(route.path, app);
      routes.push({ ...resolveAssets(route, base), app });
    }
  }
  return routes;
}

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

export function routeHtml(template: string, route: RouteSeo): string {
  const head = template
    // The defaults the shell's build wrote; the route's own tags replace them.
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="(description|theme-color)"[^>]*>/g, '');
  // Replacer functions, not strings: in a replacement string `$$` means `$`, and the head office's price range is '$$$$'.
  return head
    .replace('</head>', () => `    ${headTagsHtml(route.meta)}\n    ${crawlerStyle}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${crawlerBody(route)}</div>`);
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
  const routes = await collectRoutes();
  for (const route of routes) {
    const target = join(shellDist, routeFile(route.path));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, routeHtml(template, route));
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
