/**
 * The composition's HTML, as pure functions of what the apps publish: the route's file from its
 * app's `seo.json` (shared/build/route-seo.ts), the remote's `mf-manifest.json` and stylesheets,
 * and the shell's own built page as the template. No file system and no network here: the request
 * handler (./site.ts) fetches the inputs and calls these, on any engine.
 */
import { brand } from '../../shared/src/brand';
import { canonicalUrl } from '../../shared/src/seo/defaults';
import { escapeHtml, headTagsHtml } from '../../shared/src/seo/head-tags';
import { NOT_FOUND_PATH, type RouteSeo } from '../../shared/src/seo/types';
import { ASSET_SCHEME } from '../../shared/build/route-seo-file';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_BUILDS_ATTRIBUTE } from '../src/app/boot';
import { firstViewFrame, shellPagePlaceholder } from '../src/first-view/frame';
import type { RemoteModuleId } from '../src/remotes/remote-modules';
import { remoteHtmlPlaceholder } from '../src/remotes/RemoteSlot';

export interface ComposedRoute extends RouteSeo {
  app: string;
}

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

export interface ExposeAssets {
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

/**
 * A page with no first view (a remote down and never reached: shell/server/site.ts): its title and
 * description as a plain page, for a visitor without scripts. With scripts the app replaces it at
 * once with the slot's own "unavailable" state and its Retry, so it can never flash.
 */
function plainBody(route: RouteSeo): string {
  return `<main data-prerendered><h1>${escapeHtml(route.meta.title)}</h1><p>${escapeHtml(route.meta.description)}</p></main>`;
}

const plainStyle =
  '<style>@media (scripting: enabled){[data-prerendered]{display:none}}[data-prerendered]{max-width:44rem;margin:0 auto;padding:2rem 1.25rem;font:1rem/1.6 system-ui,sans-serif;color:#140d09;background:#faf6ef}[data-prerendered] h1{font:2.25rem/1.2 Georgia,serif;margin:2rem 0 1rem}</style>';

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

/**
 * A route's whole HTML: the template's head with the route's tags and preloads, and its first view
 * in #root. `builds` names the build of each remote whose HTML is in the first view, so the app can
 * tell a remote that has moved on since (shell/src/app/boot.ts).
 */
export function routeHtml(template: string, route: RouteSeo, preloads: readonly string[] = [], fragments?: ReadonlyMap<string, string>, builds: Readonly<Record<string, string>> = {}): string {
  const head = template
    // The defaults the shell's build wrote; the route's own tags replace them.
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="(description|theme-color)"[^>]*>/g, '');
  // Replacer functions, not strings: in a replacement string `$$` means `$`, and the head office's price range is '$$$$'.
  return head
    .replace('</head>', () => `    ${[...preloads, headTagsHtml(route.meta), ...(route.html === undefined ? [plainStyle] : [])].join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () =>
      route.html === undefined
        ? `<div id="root">${plainBody(route)}</div>`
        : `<div id="root" ${FIRST_VIEW_ATTRIBUTE}="${escapeHtml(route.path)}" ${FIRST_VIEW_BUILDS_ATTRIBUTE}="${escapeHtml(JSON.stringify(builds))}">${firstViewHtml({ app: 'shell', ...route }, fragments)}</div>`,
    );
}

export function sitemapXml(routes: readonly ComposedRoute[]): string {
  const entries = routes
    .filter((route) => route.path !== NOT_FOUND_PATH && !/noindex/.test(route.meta.robots ?? ''))
    .map((route) => `  <url>\n    <loc>${escapeHtml(canonicalUrl(route.path))}</loc>\n    <lastmod>${route.lastModified}</lastmod>\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = () => `User-agent: *\nAllow: /\n\nSitemap: ${brand.siteUrl}/sitemap.xml\n`;

