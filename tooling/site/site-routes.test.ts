import { describe, expect, it } from 'vitest';
import { headTags, remoteNames, type RouteSeo } from 'shared';
import { routeSeoIn } from 'shell/published-routes';
import { publishedRoutes } from 'shared/route-modules';
import { publishedFragments } from 'shared/fragment-files';
import { withRoot } from 'shell/server/compose/first-view';
import { routeHeadTags, withHead } from 'shell/server/compose/head';
import { sitemapXml } from 'shell/server/compose/sitemap';
import { jsonLdProblems, pageLanguageProblems, requiredKinds } from 'shared/json-ld-rules';

/*
 * The whole site's routes, as every app publishes them, through the shell's composition
 * (shell/server/compose/): what no one app's tests can see. Each step's own behaviour is tested
 * beside it; this reads every app's route modules, which only tooling may import.
 */

// The composition's view of every app's published routes, derived from their route modules as their builds derive seo.json.
const remoteRoot = (app: string) => new URL(`../../mfe-${app}`, import.meta.url).pathname;
const remote = (app: string) => publishedRoutes(remoteRoot(app));
const published: Record<string, RouteSeo[]> = {
  shell: await routeSeoIn(),
  catalogue: await remote('catalogue'),
  locations: await remote('locations'),
  booking: await remote('booking'),
  advisor: await remote('advisor'),
  press: await remote('press'),
};
// Every remote's fragments by id (`catalogue/HomeSections`), from their src/fragments files as their builds derive seo.json.
const fragmentsById = new Map(
  (await Promise.all(remoteNames.map(async (app) => Object.entries(await publishedFragments(remoteRoot(app), app)).map(([name, html]) => [`${app}/${name}`, html] as const)))).flat(),
);
const routes = Object.entries(published).flatMap(([app, list]) => list.map((route) => ({ ...route, app, lastModified: route.lastModified ?? '2026-01-01' })));
// Pictures are file: URLs in the sources; the build and the composition make them absolute on the app's host (the e2e test reads those).
const onHost = (_key: string, value: unknown) => (typeof value === 'string' && value.startsWith('file:') ? `https://catalogue.example/${value.split('/').pop()}` : value);
const blocks = routes.flatMap((route) => headTags(route.meta).jsonLd.map((json) => ({ path: route.path, block: JSON.parse(json, onHost) as Record<string, unknown> })));

/** A route's whole HTML as the shell's server writes it (shell/server/site.ts): its head, then its #root. */
const routeHtml = (template: string, route: RouteSeo, preloads: readonly string[] = [], fragments?: ReadonlyMap<string, string>, builds: Record<string, string> = {}) =>
  withRoot(withHead(template, routeHeadTags(route, preloads)), route, fragments, builds);

const template = '<!doctype html><html lang="en"><head><title>Default</title><meta name="description" content="d" /><meta name="theme-color" content="#d4af37" /></head><body><div id="root"></div></body></html>';

describe('the composed site’s routes', () => {
  it('cover every page the issue lists, each published by exactly one app', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const expected = ['/', '/skin', '/makeup', '/hair', '/products', '/services', '/about', '/chat', '/contact', '/local', '/booking', '/beauty', '/press', '/privacy', '/terms'];
    for (const path of expected) expect(paths).toContain(path);
    expect(paths.filter((path) => path.startsWith('/product/'))).toHaveLength(15);
    expect(paths.filter((path) => path.startsWith('/local/'))).toHaveLength(9);
    expect(paths.filter((path) => path.startsWith('/press/'))).toHaveLength(4);
  });

  it('each has a title, a description, a canonical URL on https://noirelle.beauty, and a first view with one h1', () => {
    for (const route of routes) {
      const tags = headTags(route.meta);
      expect(tags.title, route.path).toMatch(/Noirelle/);
      expect(route.meta.description.length, route.path).toBeGreaterThan(40);
      expect(tags.canonical, route.path).toBe(route.path === '/' ? 'https://noirelle.beauty/' : `https://noirelle.beauty${route.path}`);
      expect(route.html?.match(/<h1[\s>]/g), route.path).toHaveLength(1);
      if (!/noindex/.test(route.meta.robots ?? '')) expect(route.meta.jsonLd?.length ?? 0, `${route.path}: JSON-LD`).toBeGreaterThan(0);
    }
  });

  it('carry JSON-LD blocks that parse and have the properties each kind requires, with the spec’s constants', () => {
    const problems = blocks.flatMap(({ path, block }) => jsonLdProblems(block, path));
    expect(problems).toEqual([]);
    const kinds = new Set(blocks.map(({ block }) => block['@type']));
    for (const kind of requiredKinds) expect(kinds, kind).toContain(kind);
    expect(blocks.filter(({ block }) => block['@type'] === 'Product')).toHaveLength(15);
    expect(blocks.filter(({ block }) => String(block['@id']).endsWith('#head-office'))).toHaveLength(1);
    expect(blocks.filter(({ block }) => block['@type'] === 'BeautySalon')).toHaveLength(10);
  });

  it('describe each page in its language (inLanguage), a press article in its own', () => {
    const problems = routes.flatMap((route) => pageLanguageProblems(headTags(route.meta).jsonLd.map((json) => JSON.parse(json) as unknown), route.path, route.meta.locale ?? 'en'));
    expect(problems).toEqual([]);
    expect(pageLanguageProblems([{ '@type': 'FAQPage', inLanguage: 'en' }], '/fr/chat', 'fr')).toEqual(['/fr/chat FAQPage: inLanguage "en" instead of "fr"']);
    expect(pageLanguageProblems([{ '@type': 'Product' }], '/x', 'en')).toEqual(['/x: no block describes the page']);
  });

  it('the rules catch a block that breaks them (a wrong rating, a missing offer)', () => {
    const product = blocks.find(({ block }) => block['@type'] === 'Product')!.block;
    expect(jsonLdProblems({ ...product, aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 127 } }, '/x')).toEqual(['/x Product rating: [5,127] instead of [4.8,127]']);
    expect(jsonLdProblems({ ...product, offers: undefined }, '/x')).toContain('/x Product: missing offers');
    const finder = blocks.find(({ block }) => block['@type'] === 'WebPage' && block.about)!.block;
    expect(jsonLdProblems({ ...finder, about: { ...(finder.about as object), offers: [{ name: '8R', price: '78', priceCurrency: 'USD', url: '/product/x' }] } }, '/x')).toEqual(['/x WebPage: an offer without a name, a USD price or an absolute URL']);
  });
});

describe('a route’s HTML', () => {
  const rendered = routes.find((route) => route.path.startsWith('/product/'))!;
  // A page with no first view (a remote down and never reached) gets its title and description as a plain page.
  const product = { ...rendered, html: undefined };
  const html = routeHtml(template, product);

  it('has the route’s head instead of the defaults, once', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${product.meta.title} | Noirelle</title>`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/name="theme-color"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="https://noirelle.beauty${product.path}" />`);
    expect(html).toContain('<script type="application/ld+json" data-page-meta>');
  });

  it('without a first view, has the title and description in the root, shown to every browser: no code replaces it', () => {
    expect(html).toContain(`<div id="root"><main data-prerendered><h1>${product.meta.title}</h1>`);
    expect(html).toContain('<style>[data-prerendered]{');
    expect(html).not.toContain('scripting: enabled');
  });

  it('writes dollar signs as they are (a replacement string would turn $$$$ into $$)', () => {
    const priced = routeHtml(template, { ...product, meta: { ...product.meta, description: 'From $$$$ to $& and $1' } });
    expect(priced).toContain('<p>From $$$$ to $&amp; and $1</p>');
    const office = routes.find((route) => route.path === '/local')!;
    expect(routeHtml(template, office)).toContain('"priceRange":"$$$$"');
  });

  it('escapes what it writes', () => {
    const hostile = routeHtml(template, { ...product, meta: { ...product.meta, title: '"><img src=x>', description: '<script>alert(1)</script>' } });
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hostile).not.toContain('"><img');
  });

  it('shows the page’s first view: the layout around the page, inside the remote’s scope', () => {
    expect(rendered.html).toContain(`<h1`);
    const page = routeHtml(template, rendered);
    expect(page).toContain(`<div id="root" data-first-view="${rendered.path}" data-first-view-builds="{}"><div>`);
    // The build each remote's HTML came from is on the root, for its islands to compare with the code they load.
    expect(routeHtml(template, rendered, [], undefined, { catalogue: 'catalogue-1' })).toContain(`data-first-view-builds="{&quot;catalogue&quot;:&quot;catalogue-1&quot;}"`);
    // The page sits in its remote's place, whose stylesheet is scoped to it.
    expect(page).toMatch(/<header[^>]*>.*<main id="main"[^>]*><div data-remote="catalogue" class="contents">/s);
    expect(page).toContain(rendered.html!.match(/<h1[^>]*>.*?<\/h1>/)![0]);
    expect(page).not.toContain('data-prerendered>');
  });

  it('composes other apps\' fragments into their slots: the home page is whole in its HTML', () => {
    const home = routes.find((route) => route.path === '/')!;
    expect(home.remoteModules).toEqual(['catalogue/HomeSections', 'advisor/InterestSection']);
    const page = routeHtml(template, home, [], fragmentsById);
    expect(page).not.toContain('data-remote-html');
    // React's text separators (`<!-- -->`) stand between the parts of a label.
    for (const collection of ['Explore Skin', 'Explore Makeup', 'Explore Hair']) expect(page.replaceAll('<!-- -->', '')).toContain(collection);
    expect(page).toContain('id="collections"');
    expect(page).toContain('id="register-interest"');
    expect(page).toMatch(/<input[^>]*type="email"/);
    // A fragment nobody published leaves its slot empty rather than a placeholder behind.
    expect(routeHtml(template, home)).not.toContain('data-remote-html');
  });
});

describe('fragments', () => {
  it('are each published by the remote a shell page names it of', () => {
    const named = routes.flatMap((route) => route.remoteModules ?? []).filter((id) => !id.endsWith('/routes'));
    expect(named.length).toBeGreaterThan(0);
    for (const id of named) expect([...fragmentsById.keys()], id).toContain(id);
  });

  it('each number their ids apart: no two parts of the home page share a useId or an island id', () => {
    const ids = [...fragmentsById.values()].flatMap((html) => [...html.matchAll(/\b(?:id|data-island-id)="([^"]+)"/g)].map(([, id]) => id!));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('sitemap.xml', () => {
  const xml = sitemapXml(routes);
  it('lists every indexable route with its last modification, and not search or the 404 page', () => {
    expect(xml.match(/<url>/g)).toHaveLength(routes.length - 2);
    expect(xml).toContain('<loc>https://noirelle.beauty/privacy</loc>\n    <lastmod>2025-03-24</lastmod>');
    expect(xml).not.toContain('/search');
    expect(xml).not.toContain('/404');
  });
});
