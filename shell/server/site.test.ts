// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_PATH, type RouteSeo } from 'shared/seo/types';
import type { RouteSeoFile } from 'shared/route-seo-file';
import { createSiteHandler, type ShellFiles } from './site';

/*
 * The shell's server, against a remote that is a map of files with ETags (as a static host serves
 * them): what a deploy changes, the next request shows.
 */

const SITE = 'http://shop.test';
const CATALOGUE = 'http://catalogue.test';

const template = '<!doctype html><html lang="en"><head><title>Noirelle</title><meta name="description" content="d" /></head><body><div id="root"></div></body></html>';
const meta = (path: string) => ({ title: `Noirelle | ${path}`, description: 'A page of the house, with enough words to describe it.', canonicalPath: path });
const route = (path: string, heading: string): RouteSeo => ({ path, meta: meta(path), html: `<h1>${heading}</h1>`, lastModified: '2026-11-01' });

function shellFiles(): ShellFiles {
  const files: Record<string, string> = {
    'index.html': template,
    'remotes.json': JSON.stringify({ catalogue: `${CATALOGUE}/remoteEntry.js` }),
    'seo.json': JSON.stringify({
      app: 'shell',
      build: 'shell-1',
      builtAt: '',
      routes: [route('/', 'Beauty, formulated for melanin.'), { ...route(NOT_FOUND_PATH, 'Page not found'), meta: { ...meta('/404'), robots: 'noindex' } }],
    } satisfies RouteSeoFile),
  };
  return { read: async (path) => files[path] ?? null };
}

/** The catalogue's static host: files by path, each with an ETag that changes when the file does. */
function catalogueHost() {
  const files = new Map<string, { body: string; etag: string }>();
  let version = 0;
  const put = (path: string, body: string) => files.set(path, { body, etag: `"${(version += 1)}"` });
  const deploy = (build: string, productName: string, { french }: { french?: string } = {}) => {
    const missing = { pattern: '/product/:id', page: { ...route('/product/__no-such-page__', 'Product not found'), meta: { ...meta('/product/__no-such-page__'), title: 'Product not found', robots: 'noindex' } } };
    const locales = french ? { locales: ['en' as const, 'fr' as const] } : {};
    put('seo.json', JSON.stringify({ app: 'catalogue', build, builtAt: '', ...locales, routes: [route('/product/celestial-eye-palette', productName)], missing: [missing] } satisfies RouteSeoFile));
    // The same page in French, with a link as the French build writes it (its router's prefix).
    const frenchRoute = { ...route('/product/celestial-eye-palette', french ?? ''), meta: { ...meta('/product/celestial-eye-palette'), locale: 'fr' as const }, html: `<h1>${french}</h1><a href="/fr/products">Retour</a>` };
    if (french) put('seo.fr.json', JSON.stringify({ app: 'catalogue', build, builtAt: '', locale: 'fr', routes: [frenchRoute], missing: [{ pattern: '/product/:id', redirect: '/products' }] } satisfies RouteSeoFile));
    put('mf-manifest.json', JSON.stringify({ exposes: [{ name: 'routes', assets: { js: { sync: [`assets/routes-${build}.js`] }, css: { sync: [`assets/style-${build}.css`] } } }] }));
    put(`assets/style-${build}.css`, `h1{--build:"${build}"}.unused{color:red}`);
  };
  const requests: { path: string; conditional: boolean; status: number }[] = [];
  let down = false;
  const fetchStandIn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    if (url.origin !== CATALOGUE || down) throw new TypeError('fetch failed');
    const path = url.pathname.slice(1);
    const file = files.get(path);
    const ifNoneMatch = new Headers(init?.headers).get('If-None-Match');
    const status = !file ? 404 : ifNoneMatch === file.etag ? 304 : 200;
    requests.push({ path, conditional: ifNoneMatch !== null, status });
    if (status === 404) return new Response('Not found', { status });
    return new Response(status === 304 ? null : file!.body, { status, headers: { ETag: file!.etag } });
  });
  return { deploy, requests, fetch: fetchStandIn as unknown as typeof fetch, goDown: () => (down = true) };
}

/** The site, with the catalogue's build 1 deployed on its host. */
function siteWithCatalogue() {
  const host = catalogueHost();
  host.deploy('catalogue-1', 'Celestial Eye Palette');
  return { host, handler: createSiteHandler({ shell: shellFiles(), fetch: host.fetch }) };
}

const get = (handler: ReturnType<typeof createSiteHandler>, path: string) => handler(new Request(`${SITE}${path}`));

describe("the shell's server: each page composed on request", () => {
  it('sends /inquire on to the contact form with Domain Purchase chosen, with the visit’s own query', async () => {
    const { handler } = siteWithCatalogue();
    const response = await get(handler, '/inquire');
    expect(response?.status).toBe(301);
    expect(response?.headers.get('Location')).toBe('/contact?interest=domain-purchase');
    expect((await get(handler, '/inquire/?utm_source=press&interest=investment'))?.headers.get('Location')).toBe('/contact?interest=domain-purchase&utm_source=press');
  });

  it("composes a remote's route from its current build, and records that build", async () => {
    const { handler } = siteWithCatalogue();
    const response = await get(handler, '/product/celestial-eye-palette');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response!.text();
    expect(html).toContain('<h1>Celestial Eye Palette</h1>');
    expect(html).toContain('<title>Noirelle | /product/celestial-eye-palette</title>');
    expect(html).toContain('data-first-view-builds="{&quot;catalogue&quot;:&quot;catalogue-1&quot;}"');
    // The remote's stylesheet, inline, from the build the manifest names, cut to what the page uses.
    expect(html).toContain('<style data-first-view-css="http://catalogue.test/assets/style-catalogue-1.css">h1{--build:"catalogue-1"}</style>');
  });

  it("shows a remote's new deploy on the next request, and asks an unchanged remote only whether it changed", async () => {
    const { host, handler } = siteWithCatalogue();
    await (await get(handler, '/product/celestial-eye-palette'))!.text();

    host.requests.length = 0;
    const again = await (await get(handler, '/product/celestial-eye-palette'))!.text();
    expect(again).toContain('<h1>Celestial Eye Palette</h1>');
    // Unchanged: a conditional request, answered 304, and the stylesheet (immutable) not asked again.
    expect(host.requests.filter((request) => request.path === 'seo.json')).toEqual([{ path: 'seo.json', conditional: true, status: 304 }]);
    expect(host.requests.some((request) => request.path.endsWith('.css'))).toBe(false);

    host.deploy('catalogue-2', 'Celestial Eye Palette Nº 2');
    const deployed = await (await get(handler, '/product/celestial-eye-palette'))!.text();
    expect(deployed).toContain('<h1>Celestial Eye Palette Nº 2</h1>');
    expect(deployed).not.toContain('<h1>Celestial Eye Palette</h1>');
    expect(deployed).toContain('&quot;catalogue&quot;:&quot;catalogue-2&quot;');
    expect(deployed).toContain('h1{--build:"catalogue-2"}');
  });

  it('answers an unknown path, and a remote path no route of its remote answers, with the 404 page and HTTP 404', async () => {
    const { handler } = siteWithCatalogue();
    for (const path of ['/no-such-page', '/product/no/such/product', NOT_FOUND_PATH]) {
      const response = await get(handler, path);
      expect(response?.status, path).toBe(404);
      expect(await response!.text(), path).toContain('<h1>Page not found</h1>');
    }
  });

  it('answers params that name nothing as their route does: its own not-found page, for the address asked, with HTTP 404', async () => {
    const { handler } = siteWithCatalogue();
    const response = await get(handler, '/product/no-such-product');
    expect(response?.status).toBe(404);
    const html = await response!.text();
    expect(html).toContain('<h1>Product not found</h1>');
    expect(html).toContain('data-first-view="/product/no-such-product"');
    expect(html).toContain('<link rel="canonical" href="https://noirelle.beauty/product/no-such-product"');
    expect(html).not.toContain('__no-such-page__');
  });

  it('answers an error nobody handled with the error screen and HTTP 500, and says nothing of the error', async () => {
    const files = shellFiles();
    // A shell deployed without its page: composing anything fails.
    const broken: ShellFiles = { read: async (path) => (path === 'index.html' ? null : files.read(path)) };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await get(createSiteHandler({ shell: broken, fetch: catalogueHost().fetch, warmUpLimitMs: 200 }), '/product/celestial-eye-palette');
    expect(response?.status).toBe(500);
    const html = await response!.text();
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toMatch(/<a href="\/product\/celestial-eye-palette" class="[^"]*">Reload this page<\/a>/);
    expect(html).not.toContain('index.html');
    expect(console.error).toHaveBeenCalled();
  });

  it("keeps serving a remote's last known build while it is down, and says 503 for one it never reached", async () => {
    const { host, handler } = siteWithCatalogue();
    await get(handler, '/product/celestial-eye-palette');
    host.goDown();
    const stale = await get(handler, '/product/celestial-eye-palette');
    expect(stale?.status).toBe(200);
    expect(await stale!.text()).toContain('<h1>Celestial Eye Palette</h1>');

    // Down since before the start: once the start has given up on it, its pages say so.
    const never = createSiteHandler({ shell: shellFiles(), fetch: host.fetch, warmUpLimitMs: 200 });
    const unavailable = await get(never, '/product/celestial-eye-palette');
    expect(unavailable?.status).toBe(503);
    expect(unavailable?.headers.get('Retry-After')).toBe('30');
    // The layout around the shell's fallback, whose Retry is a link to the page: it needs no code.
    const body = await unavailable!.text();
    expect(body).toContain('data-first-view="/product/celestial-eye-palette"');
    expect(body).toMatch(/<h1[^>]*>This part of the house is unavailable<\/h1>/);
    expect(body).toMatch(/<a class="[^"]*" href="\/product\/celestial-eye-palette">Retry<\/a>/);
    expect(body).toContain('<header');
  });

  it('gives up on a remote that accepts the connection and never answers', async () => {
    const hanging = vi.fn((_input: string | URL | Request, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))));
    const handler = createSiteHandler({ shell: shellFiles(), fetch: hanging as unknown as typeof fetch, timeoutMs: 50, warmUpLimitMs: 200 });
    const started = Date.now();
    const response = await get(handler, '/product/celestial-eye-palette');
    expect(response?.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("leaves files to the shell's static files, and writes the sitemap from every app's current routes", async () => {
    const { handler } = siteWithCatalogue();
    expect(await get(handler, '/assets/index-abc.js')).toBeNull();
    expect(await get(handler, '/remotes.json')).toBeNull();
    expect(await handler(new Request(`${SITE}/`, { method: 'POST' }))).toBeNull();
    const sitemap = await (await get(handler, '/sitemap.xml'))!.text();
    expect(sitemap).toContain('<loc>https://noirelle.beauty/product/celestial-eye-palette</loc>');
    expect(sitemap).toContain('<loc>https://noirelle.beauty/</loc>');
    expect(sitemap).not.toContain('/404');
  });

  it('serves the sitemap and robots.txt with the security headers of every page', async () => {
    const { handler } = siteWithCatalogue();
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const response = (await get(handler, path))!;
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('X-Frame-Options'), path).toBe('DENY');
      expect(response.headers.get('Referrer-Policy'), path).toBeTruthy();
    }
  });
});

describe('a first visit is as whole as the hundredth', () => {
  /** A catalogue host that is busy for its first `busy` requests (each times out), as on a machine that is still starting. */
  function busyAtFirst(busy: number) {
    const host = catalogueHost();
    host.deploy('catalogue-1', 'Celestial Eye Palette');
    let calls = 0;
    const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
      calls += 1;
      if (calls <= busy) throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      return host.fetch(input, init);
    }) as typeof fetch;
    return { host, fetch: fetchFn };
  }

  it('composes the first request with the remote it could not reach at first: the start retries it', async () => {
    const { fetch: fetchFn } = busyAtFirst(8);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const handler = createSiteHandler({ shell: shellFiles(), fetch: fetchFn });
    const response = (await get(handler, '/product/celestial-eye-palette'))!;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>Celestial Eye Palette</h1>');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('says when the start is over, and which remote did not answer, in one line each; one that refuses at once is not waited for', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const handler = createSiteHandler({ shell: shellFiles(), fetch: down });
    const started = Date.now();
    expect(await handler.ready(SITE)).toEqual([{ app: 'catalogue', ok: false, attempts: 5, reason: 'fetch failed' }]);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[site\] catalogue did not answer at start/);
    warn.mockRestore();
    const { handler: healthy } = siteWithCatalogue();
    expect(await healthy.ready(SITE)).toEqual([{ app: 'catalogue', ok: true, attempts: 1 }]);
  });

  it('answers a request that comes while the start is still reading the remotes with 503 and Retry-After, never a partial page', async () => {
    const hanging = ((_input: string | URL | Request, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const handler = createSiteHandler({ shell: shellFiles(), fetch: hanging, timeoutMs: 5_000, openingWaitMs: 100 });
    const started = Date.now();
    const response = (await get(handler, '/'))!;
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.text()).toContain('Noirelle is opening');
    warn.mockRestore();
  });
});


describe('a page in French or Spanish', () => {
  function siteInFrench() {
    const host = catalogueHost();
    host.deploy('catalogue-2', 'Celestial Eye Palette', { french: 'La palette Celestial' });
    return { host, handler: createSiteHandler({ shell: shellFiles(), fetch: host.fetch }) };
  }
  const links = (html: string) => [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g)].map(([, rel, lang, href]) => `${rel} ${lang ?? ''} ${href}`.replace('  ', ' '));

  it('is its owner\'s page from its file in that language, in that language throughout, under its prefix', async () => {
    const { handler } = siteInFrench();
    const response = await get(handler, '/fr/product/celestial-eye-palette');
    expect(response?.status).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>La palette Celestial</h1>');
    // The shell's layout around it speaks French, and its links keep the prefix.
    expect(html).toContain('Aller au contenu');
    expect(html).toContain('href="/fr/skin"');
    expect(html).not.toContain('Skip to content');
    expect(links(html)).toEqual([
      'canonical https://noirelle.beauty/fr/product/celestial-eye-palette',
      'alternate en https://noirelle.beauty/product/celestial-eye-palette',
      'alternate fr https://noirelle.beauty/fr/product/celestial-eye-palette',
      'alternate x-default https://noirelle.beauty/product/celestial-eye-palette',
    ]);
  });

  it('links the English page to its French version, and the English stays in English', async () => {
    const { handler } = siteInFrench();
    const html = await (await get(handler, '/product/celestial-eye-palette'))!.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Skip to content');
    expect(links(html)).toContain('alternate fr https://noirelle.beauty/fr/product/celestial-eye-palette');
  });

  it('is not found in a language its owner does not publish, and an English-only site has no alternates', async () => {
    const { handler } = siteInFrench();
    expect((await get(handler, '/es/product/celestial-eye-palette'))?.status).toBe(404);
    const english = await (await get(siteWithCatalogue().handler, '/product/celestial-eye-palette'))!.text();
    expect(links(english)).toEqual(['canonical https://noirelle.beauty/product/celestial-eye-palette']);
    expect((await get(siteWithCatalogue().handler, '/fr/product/celestial-eye-palette'))?.status).toBe(404);
  });

  it("sends an unknown item on where its route says, in the same language, and a preset's address too", async () => {
    const { handler } = siteInFrench();
    expect((await get(handler, '/fr/product/nothing-here'))?.headers.get('Location')).toBe('/fr/products');
    expect((await get(handler, '/fr/inquire'))?.headers.get('Location')).toBe('/fr/contact?interest=domain-purchase');
  });

  it('sends /en/… to the English page at its own address', async () => {
    const { handler } = siteInFrench();
    const response = await get(handler, '/en/product/celestial-eye-palette?utm_source=x');
    expect(response?.status).toBe(301);
    expect(response?.headers.get('Location')).toBe('/product/celestial-eye-palette?utm_source=x');
  });

  it('lists each version in the sitemap, every one with all of them', async () => {
    const { handler } = siteInFrench();
    const xml = await (await get(handler, '/sitemap.xml'))!.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<loc>[^<]*celestial-eye-palette<\/loc>/g)).toEqual(['<loc>https://noirelle.beauty/product/celestial-eye-palette</loc>', '<loc>https://noirelle.beauty/fr/product/celestial-eye-palette</loc>']);
    expect(xml.match(/hreflang="fr" href="https:\/\/noirelle.beauty\/fr\/product\/celestial-eye-palette"/g)).toHaveLength(2);
  });
});
