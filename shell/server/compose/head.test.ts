import { describe, expect, it } from 'vitest';
import type { RouteSeo } from 'shared/seo/types';
import { plainPageStyle } from './first-view';
import { routeHeadTags, withHead } from './head';

const template = '<!doctype html><html lang="en"><head><title>Default</title><meta name="description" content="d" /><meta name="theme-color" content="#d4af37" /></head><body><div id="root"></div></body></html>';
const route: RouteSeo = { path: '/local', meta: { title: 'Head office', description: 'From $$$$ to $& and $1', canonicalPath: '/local', jsonLd: [{ '@type': 'BeautySalon', priceRange: '$$$$' }] }, html: '<h1>Head office</h1>' };

describe('the route’s head', () => {
  it('replaces the template’s defaults with the route’s own tags, after its preloads', () => {
    const html = withHead(template, routeHeadTags(route, ['<link rel="preconnect" href="http://catalogue.test" />']));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Head office | Noirelle</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://noirelle.beauty/local" />');
    expect(html.indexOf('rel="preconnect"')).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain('\n  </head>');
    expect(html).not.toContain(plainPageStyle);
  });

  it('writes dollar signs as they are (a replacement string would turn $$$$ into $$)', () => {
    const html = withHead(template, routeHeadTags(route));
    expect(html).toContain('"priceRange":"$$$$"');
    expect(html).toContain('From $$$$ to $&amp; and $1');
  });

  it('carries the plain page’s style when the route has no first view', () => {
    expect(routeHeadTags({ ...route, html: undefined }).at(-1)).toBe(plainPageStyle);
  });

  it('escapes what it writes', () => {
    const hostile = withHead(template, routeHeadTags({ ...route, meta: { ...route.meta, title: '"><img src=x>', description: '<script>alert(1)</script>' } }));
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hostile).not.toContain('"><img');
  });
});
