// @vitest-environment node
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { renderFirstView } from 'shared/first-view';
import type { SearchDocument } from 'shared/search';
import { Island } from 'shared';
import siteSearch, { type SiteSearchProps } from '../../src/islands/site-search';
import { RemoteFiles } from './remote-files';
import { searchPageFor, SiteDocuments } from './search-page';
import type { ComposedRoute, RemoteEntries } from './routes';

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

const shown = (route: ComposedRoute) => new JSDOM(`<!doctype html><html><body>${route.html}</body></html>`).window.document;

describe('/search?q= written with its results', () => {
  it('holds the results in its HTML, and the island the query and what was found', async () => {
    const { documents } = hosts();
    const route = await searchPageFor(searchPage, new URL('http://shop.test/search?q=serum'), () => documents.read(entries));
    const page = shown(route);
    expect(page.querySelector('[role="status"]')?.textContent).toBe('1 result for “serum”.');
    expect(page.querySelector('a[href="/product/radiance-serum"]')?.textContent).toContain('Radiance Serum');
    expect(page.querySelector('input[type="search"]')?.getAttribute('value')).toBe('serum');
    const island = page.querySelector('[data-island-name="shell/site-search"]')!;
    expect(island.getAttribute('data-island-at')).toBe('/search?q=serum');
    expect(JSON.parse(island.getAttribute('data-island-props')!).found.query).toBe('serum');
  });

  it('is the page as published without a query of words', async () => {
    const { documents, fetch } = hosts();
    expect(await searchPageFor(searchPage, new URL('http://shop.test/search'), () => documents.read(entries))).toBe(searchPage);
    expect(await searchPageFor(searchPage, new URL('http://shop.test/search?q=the'), () => documents.read(entries))).toBe(searchPage);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names a part of the site whose documents could not be read, and shows the rest', async () => {
    const { documents } = hosts(['press']);
    const route = await searchPageFor(searchPage, new URL('http://shop.test/search?q=paris'), () => documents.read(entries));
    expect(shown(route).body.textContent).toContain('We could not search the press just now');
    expect(shown(route).querySelector('a[href="/local/paris-france"]')).not.toBeNull();
  });

  it('keeps one set of documents while no remote has published new ones', async () => {
    const { documents } = hosts();
    const first = await documents.read(entries);
    expect((await documents.read(entries)).documents).toBe(first.documents);
  });
});
