// @vitest-environment node
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { renderFirstView } from 'shared/first-view';
import type { SearchDocument } from 'shared/search';
import { Island } from 'shared';
import { shellLanguageOf } from '../../src/first-view/frame';
import siteSearch, { type SiteSearchProps } from '../../src/islands/site-search';
import { RemoteFiles } from './remote-files';
import { searchPageFor, SiteDocuments } from './search-page';
import type { ComposedRoute, RemoteEntries } from './routes';

/** Each remote's documents by file: `search.json`, and the French ones in `search.fr.json`. */
const frenchCatalogue: SearchDocument[] = [{ id: 'catalogue:item:serum', kind: 'product', title: 'Radiance Serum', description: '185 $US · Un sérum pour l’éclat.', path: '/product/radiance-serum' }];
const published: Record<string, SearchDocument[]> = {
  catalogue: [{ id: 'catalogue:item:serum', kind: 'product', title: 'Radiance Serum', description: '$185 · A serum for radiance.', path: '/product/radiance-serum' }],
  locations: [{ id: 'locations:house:paris', kind: 'location', title: 'Noirelle Paris', description: 'Our house in Paris.', path: '/local/paris-france' }],
  booking: [],
  press: [],
  advisor: [],
};
const entries: RemoteEntries = Object.fromEntries(Object.keys(published).map((remote) => [remote, `http://${remote}.test/remoteEntry.js`]));

/** Each remote's host, serving its search.json with an ETag; `down` ones refuse. */
function hosts(down: string[] = []) {
  const fetchStandIn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const remote = url.hostname.replace('.test', '');
    if (down.includes(remote)) throw new TypeError('fetch failed');
    if (url.pathname.endsWith('/search.fr.json'))
      return new Response(JSON.stringify({ app: remote, build: 'b1', documents: remote === 'catalogue' ? frenchCatalogue : published[remote] }), { headers: { ETag: '"fr1"' } });
    if (new Headers(init?.headers).get('If-None-Match') === '"1"') return new Response(null, { status: 304, headers: { ETag: '"1"' } });
    return new Response(JSON.stringify({ app: remote, build: 'b1', documents: published[remote] }), { headers: { ETag: '"1"' } });
  });
  return { documents: new SiteDocuments(new RemoteFiles(fetchStandIn as unknown as typeof fetch, 1000)), fetch: fetchStandIn };
}

/** The search page as the shell's build publishes it (src/routes/search.tsx). */
const searchPage: ComposedRoute = {
  path: '/search',
  app: 'shell',
  meta: { title: 'Search', description: 'Search the house.', canonicalPath: '/search' },
  html: renderFirstView('/search', createElement(Island<SiteSearchProps>, { load: 'interaction', of: siteSearch, props: { found: null } })).html,
};

/** The same page as the shell's build publishes it in French. */
const frenchSearchPage: ComposedRoute = {
  ...searchPage,
  meta: { ...searchPage.meta, locale: 'fr' },
  html: renderFirstView('/search', createElement(Island<SiteSearchProps>, { load: 'interaction', of: siteSearch, props: { found: null } }), { language: shellLanguageOf('fr') }).html,
};

const shown = (route: ComposedRoute) => new JSDOM(`<!doctype html><html><body>${route.html}</body></html>`).window.document;

describe('/search?q= written with its results', () => {
  it('holds the results in its HTML, and the island the query and what was found', async () => {
    const { documents } = hosts();
    const route = await searchPageFor(searchPage, new URL('http://shop.test/search?q=serum'), 'en', (locale) => documents.read(entries, locale));
    const page = shown(route);
    expect(page.querySelector('[role="status"]')?.textContent).toBe('1 result for “serum”.');
    expect(page.querySelector('a[href="/product/radiance-serum"]')?.textContent).toContain('Radiance Serum');
    expect(page.querySelector('input[type="search"]')?.getAttribute('value')).toBe('serum');
    const island = page.querySelector('[data-island-name="shell/site-search"]')!;
    expect(island.getAttribute('data-island-at')).toBe('/search?q=serum');
    expect(JSON.parse(island.getAttribute('data-island-props')!).found.query).toBe('serum');
  });

  it('in French: searches the French documents with French words, and writes the page in French', async () => {
    const { documents, fetch } = hosts();
    const route = await searchPageFor(frenchSearchPage, new URL('http://shop.test/fr/search?q=s%C3%A9rums%20pour%20l%E2%80%99%C3%A9clat'), 'fr', (locale) => documents.read(entries, locale));
    const page = shown(route);
    // French sets its quotation marks apart with a no-break space.
    expect(page.querySelector('[role="status"]')?.textContent?.replace(/\s/g, ' ')).toBe('1 résultat pour « sérums pour l’éclat ».');
    expect(page.querySelector('a[href="/fr/product/radiance-serum"]')?.textContent).toContain('Un sérum pour l’éclat.');
    expect(page.querySelector('[data-island-name="shell/site-search"]')!.getAttribute('data-island-at')).toBe('/fr/search?q=s%C3%A9rums%20pour%20l%E2%80%99%C3%A9clat');
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('http://catalogue.test/search.fr.json');
  });

  it('is the page as published without a query of words', async () => {
    const { documents, fetch } = hosts();
    expect(await searchPageFor(searchPage, new URL('http://shop.test/search'), 'en', (locale) => documents.read(entries, locale))).toBe(searchPage);
    expect(await searchPageFor(searchPage, new URL('http://shop.test/search?q=the'), 'en', (locale) => documents.read(entries, locale))).toBe(searchPage);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names a part of the site whose documents could not be read, and shows the rest', async () => {
    const { documents } = hosts(['press']);
    const route = await searchPageFor(searchPage, new URL('http://shop.test/search?q=paris'), 'en', (locale) => documents.read(entries, locale));
    expect(shown(route).body.textContent).toContain('We could not search the press just now');
    expect(shown(route).querySelector('a[href="/local/paris-france"]')).not.toBeNull();
  });

  it('keeps one set of documents while no remote has published new ones', async () => {
    const { documents } = hosts();
    const first = await documents.read(entries, 'en');
    expect((await documents.read(entries, 'en')).documents).toBe(first.documents);
  });
});
