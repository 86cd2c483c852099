// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_PATH, type RouteSeo } from 'shared/seo/types';
import type { RouteSeoFile } from 'shared/route-seo-file';
import { RemoteFiles } from './remote-files';
import { composedRoute, missingAt, notFoundRouteOf, PublishedRoutes, resolveAssets, routeAt, SHELL_ORIGIN_BASE } from './routes';

const meta = (path: string) => ({ title: path, description: 'd', canonicalPath: path });
const file = (app: string, routes: RouteSeo[], fragments?: Record<string, string>): RouteSeoFile => ({ app, build: `${app}-1`, builtAt: '', routes, ...(fragments ? { fragments } : {}) });

describe('resolveAssets', () => {
  it('makes every asset: path absolute on the publishing app’s host, inside any string', () => {
    const value = { html: '<img src="asset:assets/a.jpg" srcset="asset:assets/a.avif 1x, asset:assets/b.avif 2x">', list: ['asset:assets/c.jpg', 'plain'] };
    expect(resolveAssets(value, 'http://catalogue.test/')).toEqual({
      html: '<img src="http://catalogue.test/assets/a.jpg" srcset="http://catalogue.test/assets/a.avif 1x, http://catalogue.test/assets/b.avif 2x">',
      list: ['http://catalogue.test/assets/c.jpg', 'plain'],
    });
  });

  it('leaves the shell’s own pictures root-relative', () => {
    expect(resolveAssets('asset:assets/hero.avif', SHELL_ORIGIN_BASE)).toBe('/assets/hero.avif');
  });
});

describe('a path’s route', () => {
  const shell = file('shell', [{ path: '/', meta: meta('/') }, { path: NOT_FOUND_PATH, meta: meta(NOT_FOUND_PATH) }]);

  it('is found by its path, but the not-found page is never a route of its own', () => {
    expect(routeAt(shell, '/')?.path).toBe('/');
    expect(routeAt(shell, '/nothing')).toBeUndefined();
    expect(routeAt(shell, NOT_FOUND_PATH)).toBeUndefined();
    expect(notFoundRouteOf(shell)?.path).toBe(NOT_FOUND_PATH);
  });

  it('with params that name nothing, is what the app’s route with those params answers: a redirect, or its own page', () => {
    const press = { ...file('press', []), missing: [{ pattern: '/press/:slug', redirect: '/press' }] };
    expect(missingAt(press, '/press/no-such-article')).toEqual({ pattern: '/press/:slug', redirect: '/press' });
    expect(missingAt(press, '/press/no/such/article')).toBeUndefined();
    expect(missingAt(press, '/press')).toBeUndefined();
    expect(missingAt(shell, '/nothing')).toBeUndefined();
  });

  it('names its pictures on the app’s host in its metadata, and loads the shell’s from the shell’s origin in its page', () => {
    const route: RouteSeo = { path: '/', meta: { ...meta('/'), image: { url: 'asset:assets/og.jpg', width: 1, height: 1, alt: '' } }, html: '<img src="asset:assets/hero.jpg">' };
    const shellRoute = composedRoute(route, 'shell', 'https://noirelle.beauty/');
    expect(shellRoute.meta.image?.url).toBe('https://noirelle.beauty/assets/og.jpg');
    expect(shellRoute.html).toBe('<img src="/assets/hero.jpg">');
    expect(shellRoute.app).toBe('shell');
    const remoteRoute = composedRoute(route, 'catalogue', 'http://catalogue.test/');
    expect(remoteRoute.html).toBe('<img src="http://catalogue.test/assets/hero.jpg">');
  });
});

describe('PublishedRoutes', () => {
  const shellFiles = (remotes: Record<string, string>) => {
    const files: Record<string, string> = { 'remotes.json': JSON.stringify(remotes), 'seo.json': JSON.stringify(file('shell', [{ path: '/', meta: meta('/') }])) };
    return { read: async (path: string) => files[path] ?? null };
  };
  const remoteHost = (files: Record<string, RouteSeoFile>) =>
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input));
      const body = files[url.host];
      return body ? new Response(JSON.stringify(body)) : new Response('', { status: 404 });
    }) as unknown as typeof fetch;

  it('reads where each remote is from remotes.json, against the request’s origin', async () => {
    const published = new PublishedRoutes(shellFiles({ catalogue: '/remotes/catalogue/remoteEntry.js', press: 'http://press.test/remoteEntry.js', nobody: 'x' }), new RemoteFiles(remoteHost({}), 1000));
    expect(await published.entries('http://shop.test')).toEqual({ catalogue: 'http://shop.test/remotes/catalogue/remoteEntry.js', press: 'http://press.test/remoteEntry.js' });
  });

  it('reads the shell’s seo.json from its build and a remote’s from beside its entry', async () => {
    const fetchFn = remoteHost({ 'catalogue.test': file('catalogue', [{ path: '/product/a', meta: meta('/product/a') }]) });
    const published = new PublishedRoutes(shellFiles({}), new RemoteFiles(fetchFn, 1000));
    const entries = { catalogue: 'http://catalogue.test/v2/remoteEntry.js' };
    expect((await published.of('shell', entries)).base).toBe('https://noirelle.beauty/');
    const catalogue = await published.of('catalogue', entries);
    expect(catalogue).toEqual({ file: expect.objectContaining({ build: 'catalogue-1' }), base: 'http://catalogue.test/v2/' });
    expect(fetchFn).toHaveBeenCalledWith('http://catalogue.test/v2/seo.json', expect.anything());
    await expect(published.of('press', entries)).rejects.toThrow('remotes.json has no address for press');
  });

  it('is answered by the app whose published routes hold it, the shell first: a new route needs no change to the shell', async () => {
    const fetchFn = remoteHost({
      'catalogue.test': file('catalogue', [{ path: '/product/a', meta: meta('/product/a') }, { path: '/new-page', meta: meta('/new-page') }]),
      'press.test': { ...file('press', [{ path: '/press', meta: meta('/press') }]), missing: [{ pattern: '/press/:slug', redirect: '/press' }] },
    });
    const published = new PublishedRoutes(shellFiles({}), new RemoteFiles(fetchFn, 1000));
    const entries = { catalogue: 'http://catalogue.test/remoteEntry.js', press: 'http://press.test/remoteEntry.js' };
    const answerer = async (path: string) => {
      const found = await published.answererOf(path, entries);
      return found.app ?? found.unread;
    };
    expect(await answerer('/')).toBe('shell');
    // The shell's own page asks no remote.
    expect(fetchFn).not.toHaveBeenCalled();
    expect(await answerer('/product/a')).toBe('catalogue');
    expect(await answerer('/new-page')).toBe('catalogue');
    expect(await answerer('/press/no-such-article')).toBe('press');
    expect(await answerer('/no-such-page')).toEqual([]);
  });

  it('answered by nobody while a remote never read is down, names that remote: it may own the path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchFn = remoteHost({ 'catalogue.test': file('catalogue', [{ path: '/product/a', meta: meta('/product/a') }]) });
    const published = new PublishedRoutes(shellFiles({}), new RemoteFiles(fetchFn, 1000));
    const entries = { catalogue: 'http://catalogue.test/remoteEntry.js', press: 'http://press-down.test/remoteEntry.js' };
    expect(await published.answererOf('/product/a', entries)).toMatchObject({ app: 'catalogue' });
    expect(await published.answererOf('/press', entries)).toEqual({ app: null, unread: ['press'] });
  });

  it('gathers other apps’ fragments with their builds, leaving out what is missing or down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchFn = remoteHost({ 'catalogue.test': file('catalogue', [], { HomeSections: '<section><img src="asset:assets/s.jpg"></section>' }) });
    const published = new PublishedRoutes(shellFiles({}), new RemoteFiles(fetchFn, 1000));
    const route = { path: '/', meta: meta('/'), app: 'shell', remoteModules: ['catalogue/HomeSections', 'catalogue/Nothing', 'advisor/InterestSection'] };
    const { fragments, builds } = await published.fragments(route, { catalogue: 'http://catalogue.test/remoteEntry.js' });
    expect([...fragments]).toEqual([['catalogue/HomeSections', '<section><img src="http://catalogue.test/assets/s.jpg"></section>']]);
    expect(builds).toEqual({ catalogue: 'catalogue-1' });
    expect(console.warn).toHaveBeenCalledWith('[site] /: advisor/InterestSection shows the fallback', expect.any(Error));
  });
});
