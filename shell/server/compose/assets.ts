/**
 * The second step: what a route's first view asks for at once, from the remotes' `mf-manifest.json`
 * (the chunks and stylesheets each exposed module loads first), and the tags that start it with the
 * HTML: the remote's stylesheets inline, preconnects, module preloads, the hero picture.
 */
import { exposedPartOf } from 'shared/fragments';
import { escapeHtml } from 'shared/seo/head-tags';
import { json, type RemoteFiles } from './remote-files';
import type { ComposedRoute, RemoteEntries } from './routes';

/** What an exposed module loads at once, as its remote's mf-manifest.json lists it (paths relative to the remote's entry). */
export interface ExposeAssets {
  js: { sync: string[] };
  css: { sync: string[] };
}

/** The part of a remote's mf-manifest.json the composition reads. */
export interface FederationManifest {
  exposes: { name: string; assets: ExposeAssets }[];
}

/** A stylesheet and its text (inlined into the first view's HTML). */
export interface StylesheetAsset {
  href: string;
  text: string;
}

/** What each remote module needs first (its entry and the chunks and styles it loads at once), by module id. */
export type ModuleAssets = Map<string, { entry: string; js: string[]; css: StylesheetAsset[] }>;

/** The remote modules a route's first view renders: its own remote's `routes` (a remote's page), then the other apps' parts. */
export const firstViewModules = (route: ComposedRoute): string[] => [...(route.app === 'shell' ? [] : [`${route.app}/routes`]), ...(route.remoteModules ?? [])];

/**
 * Each module's assets from its remote's current manifest, absolute; a module its remote does not
 * expose (or no remote) is left out. A fragment's are its remote's `fragments` expose's, which
 * holds every fragment of the remote (`catalogue/HomeSections` is in `fragments`).
 */
export async function moduleAssets(ids: readonly string[], entries: RemoteEntries, remoteFiles: RemoteFiles): Promise<ModuleAssets> {
  const assets: ModuleAssets = new Map();
  for (const id of ids) {
    const { remote, module } = exposedPartOf(id);
    const entry = entries[remote];
    if (!entry) continue;
    const base = new URL('.', entry).href;
    const manifest = await remoteFiles.current(new URL('mf-manifest.json', base).href, json<FederationManifest>);
    const expose = manifest.exposes.find((candidate) => candidate.name === module);
    if (!expose) continue;
    const css: StylesheetAsset[] = await Promise.all(expose.assets.css.sync.map(async (path) => ({ href: new URL(path, base).href, text: await remoteFiles.text(new URL(path, base).href) })));
    assets.set(id, { entry, js: expose.assets.js.sync.map((path) => new URL(path, base).href), css });
  }
  return assets;
}

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

/** The shell's built page links its stylesheets so: */
const linkedStylesheet = /<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/g;

/** The paths of the stylesheets the shell's built page links (`/assets/index-1.css`). */
export const linkedStylesheets = (html: string): string[] => [...html.matchAll(linkedStylesheet)].map(([, href]) => href!);

/**
 * The shell's stylesheet (about 8 KB compressed) inside the HTML rather than linked: the first paint
 * no longer waits for a request after the document's. The app never links it again (it is the
 * entry's own stylesheet), so it is fetched once, with the page.
 */
export function inlineLinkedStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(linkedStylesheet, (_tag, href: string) => inlineStylesheet({ href, text: read(href) }));
}

/**
 * Starts, with the HTML, what the first view will ask for after the shell's JavaScript has run:
 * the route's remote entry, the chunks and styles its module loads at once, and the hero picture.
 * Without these the browser learns of each only at the end of the chain before it.
 */
export function preloadTags(route: ComposedRoute, modules: ModuleAssets): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  const once = (tag: string) => {
    if (!seen.has(tag)) {
      seen.add(tag);
      tags.push(tag);
    }
  };
  for (const id of firstViewModules(route)) {
    const assets = modules.get(id);
    if (!assets) continue;
    // Without `crossorigin`: what the first view fetches from the remote (its hero picture) is a
    // no-cors request, which cannot use a connection opened for CORS (the app's modules, after load).
    once(`<link rel="preconnect" href="${escapeHtml(new URL(assets.entry).origin)}" />`);
    // A route with no first view of its own starts its remote's code at once: the app renders it.
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
