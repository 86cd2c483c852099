// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { firstViewModules, inlineLinkedStylesheets, inlineStylesheet, linkedStylesheets, moduleAssets, preloadTags, type FederationManifest, type ModuleAssets } from './assets';
import { RemoteFiles } from './remote-files';
import type { ComposedRoute } from './routes';

const meta = { title: 't', description: 'd', canonicalPath: '/x' };
const remoteRoute: ComposedRoute = { path: '/product/a', meta, html: '<h1>A</h1>', app: 'catalogue' };

describe('the modules a first view renders', () => {
  it('are its remote’s routes, then the other apps’ parts; a shell page has no remote of its own', () => {
    expect(firstViewModules(remoteRoute)).toEqual(['catalogue/routes']);
    expect(firstViewModules({ ...remoteRoute, path: '/', app: 'shell', remoteModules: ['catalogue/HomeSections', 'advisor/InterestSection'] })).toEqual(['catalogue/HomeSections', 'advisor/InterestSection']);
  });
});

describe('moduleAssets', () => {
  it('reads each module’s chunks and stylesheets from its remote’s current manifest, absolute, and leaves out what it cannot find', async () => {
    const manifest: FederationManifest = { exposes: [{ name: 'routes', assets: { js: { sync: ['assets/routes-1.js'] }, css: { sync: ['assets/routes-1.css'] } } }] };
    const fetchFn = vi.fn(async (input: string | URL | Request) => {
      const url = String(input);
      if (url === 'http://catalogue.test/v1/mf-manifest.json') return new Response(JSON.stringify(manifest));
      if (url === 'http://catalogue.test/v1/assets/routes-1.css') return new Response('.a{}');
      return new Response('', { status: 404 });
    });
    const assets = await moduleAssets(['catalogue/routes', 'catalogue/HomeSections', 'press/routes'], { catalogue: 'http://catalogue.test/v1/remoteEntry.js' }, new RemoteFiles(fetchFn as unknown as typeof fetch, 1000));
    expect([...assets]).toEqual([
      ['catalogue/routes', { entry: 'http://catalogue.test/v1/remoteEntry.js', js: ['http://catalogue.test/v1/assets/routes-1.js'], css: [{ href: 'http://catalogue.test/v1/assets/routes-1.css', text: '.a{}' }] }],
    ]);
  });

  it('reads a fragment’s from its remote’s fragments module, which holds every fragment of the remote', async () => {
    const manifest: FederationManifest = {
      exposes: [
        { name: 'routes', assets: { js: { sync: ['assets/routes-1.js'] }, css: { sync: ['assets/src-1.css'] } } },
        { name: 'fragments', assets: { js: { sync: ['assets/fragments-1.js'] }, css: { sync: ['assets/src-1.css'] } } },
      ],
    };
    const fetchFn = vi.fn(async (input: string | URL | Request) => {
      const url = String(input);
      if (url === 'http://catalogue.test/mf-manifest.json') return new Response(JSON.stringify(manifest));
      if (url === 'http://catalogue.test/assets/src-1.css') return new Response('.a{}');
      return new Response('', { status: 404 });
    });
    const assets = await moduleAssets(['catalogue/HomeSections'], { catalogue: 'http://catalogue.test/remoteEntry.js' }, new RemoteFiles(fetchFn as unknown as typeof fetch, 1000));
    expect([...assets]).toEqual([
      ['catalogue/HomeSections', { entry: 'http://catalogue.test/remoteEntry.js', js: ['http://catalogue.test/assets/fragments-1.js'], css: [{ href: 'http://catalogue.test/assets/src-1.css', text: '.a{}' }] }],
    ]);
  });
});

describe('preloadTags', () => {
  const modules: ModuleAssets = new Map([
    ['catalogue/routes', { entry: 'http://catalogue.test/remoteEntry.js', js: ['http://catalogue.test/assets/routes.js'], css: [{ href: 'http://catalogue.test/assets/routes.css', text: '.a{background:url(./a.svg)}' }] }],
    ['catalogue/HomeSections', { entry: 'http://catalogue.test/remoteEntry.js', js: [], css: [{ href: 'http://catalogue.test/assets/routes.css', text: '.a{background:url(./a.svg)}' }] }],
  ]);

  it('with a first view: a preconnect to the remote and its stylesheet inline, each once, then the hero', () => {
    const tags = preloadTags({ ...remoteRoute, remoteModules: ['catalogue/HomeSections'], leadImage: { avif: 'h.avif 1x', webp: 'h.webp', jpeg: 'h.jpg', sizes: '100vw' } }, modules);
    expect(tags).toEqual([
      '<link rel="preconnect" href="http://catalogue.test" />',
      '<style data-href="http://catalogue.test/assets/routes.css">.a{background:url(http://catalogue.test/assets/a.svg)}</style>',
      '<link rel="preload" as="image" type="image/avif" imagesrcset="h.avif 1x" imagesizes="100vw" fetchpriority="high" />',
    ]);
  });

  it('without a first view: the remote’s entry and chunks preloaded, its stylesheet linked', () => {
    const tags = preloadTags({ ...remoteRoute, html: undefined }, modules);
    expect(tags).toEqual([
      '<link rel="preconnect" href="http://catalogue.test" />',
      '<link rel="modulepreload" href="http://catalogue.test/remoteEntry.js" />',
      '<link rel="modulepreload" href="http://catalogue.test/assets/routes.js" />',
      '<link rel="preload" as="style" href="http://catalogue.test/assets/routes.css" />',
    ]);
  });

  it('nothing for a module whose assets are unknown', () => {
    expect(preloadTags({ ...remoteRoute, app: 'press' }, modules)).toEqual([]);
  });
});

describe('stylesheets inlined into the first view', () => {
  it("makes a remote stylesheet's relative url()s absolute, and nothing in it can close the <style>", () => {
    const html = inlineStylesheet({
      href: 'https://catalogue.example/assets/routes.css',
      text: `.a{background:url(./leaf.svg)}.b{background:url("../img/x.png")}.c{background:url(data:image/png;base64,AA)}.d{content:"</style><script>"}`,
    });
    expect(html).toContain('url(https://catalogue.example/assets/leaf.svg)');
    expect(html).toContain('url("https://catalogue.example/img/x.png")');
    expect(html).toContain('url(data:image/png;base64,AA)');
    expect(html.match(/<\/style>/gi)).toHaveLength(1);
    expect(html.startsWith('<style data-href="https://catalogue.example/assets/routes.css">')).toBe(true);
  });

  it("puts the shell's own stylesheet in the HTML, keeping its same-origin paths", () => {
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    expect(linkedStylesheets(template)).toEqual(['/assets/index-1.css']);
    const html = inlineLinkedStylesheets(template, (href) => (href === '/assets/index-1.css' ? '@font-face{src:url(/assets/inter.woff2)}.x{background:url(./grain.png)}' : ''));
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('url(/assets/inter.woff2)');
    expect(html).toContain('url(/assets/grain.png)');
  });
});
