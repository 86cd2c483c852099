// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_PATH, type RouteSeo } from 'shared/seo/types';
import type { RouteSeoFile } from 'shared/route-seo-file';
import { RemoteFiles } from './remote-files';
import { PublishedRoutes, type ComposedRoute } from './routes';
import { robotsTxt, siteRoutes, sitemapXml } from './sitemap';

const route = (path: string, robots?: string): ComposedRoute => ({ path, meta: { title: path, description: 'd', canonicalPath: path, ...(robots ? { robots } : {}) }, lastModified: '2026-11-01', app: 'shell' });

describe('sitemap.xml', () => {
  it('lists every indexable route with its last modification, and not a noindex route or the 404 page', () => {
    const xml = sitemapXml([route('/'), route('/privacy'), route('/search', 'noindex, follow'), route(NOT_FOUND_PATH)]);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://noirelle.beauty/privacy</loc>\n    <lastmod>2026-11-01</lastmod>');
    expect(xml).not.toContain('/search');
    expect(xml).not.toContain('/404');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it('gathers every app’s routes, leaving out an app that does not answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const file = (app: string, routes: RouteSeo[]): RouteSeoFile => ({ app, build: '1', builtAt: '', routes });
    const shell = { read: async (path: string) => (path === 'seo.json' ? JSON.stringify(file('shell', [route('/')])) : null) };
    const fetchFn = vi.fn(async (input: string | URL | Request) =>
      String(input).startsWith('http://catalogue.test/') ? new Response(JSON.stringify(file('catalogue', [{ ...route('/product/a'), meta: { ...route('/product/a').meta, image: { url: 'asset:assets/a.jpg', width: 1, height: 1, alt: '' } } }]))) : Promise.reject(new TypeError('down')),
    );
    const published = new PublishedRoutes(shell, new RemoteFiles(fetchFn as unknown as typeof fetch, 1000));
    const routes = await siteRoutes(published, { catalogue: 'http://catalogue.test/remoteEntry.js', press: 'http://press.test/remoteEntry.js' });
    expect(routes.map(({ path, app }) => [path, app])).toEqual([['/', 'shell'], ['/product/a', 'catalogue']]);
    expect(routes[1]!.meta.image?.url).toBe('http://catalogue.test/assets/a.jpg');
    expect(console.warn).toHaveBeenCalledWith('[site] sitemap.xml: press did not answer', expect.any(TypeError));
  });
});

describe('robots.txt', () => {
  it('allows everything and points at the sitemap on the canonical site', () => {
    expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://noirelle.beauty/sitemap.xml\n');
  });
});
