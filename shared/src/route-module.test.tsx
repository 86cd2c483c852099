import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from './bus/bus';
import { defineRoute, pagePath, RouteModulePage, routePathOf, routeTable } from './route-module';
import { MemoryRouter, Route, Routes, useLocation } from './router';
import type { PageMeta } from './seo/types';
import { renderRoutesAt } from './testing/route-contract';

describe('a route module’s path is its file name', () => {
  it.each([
    ['./routes/press.$slug.tsx', '/press/:slug'],
    ['./routes/local.tsx', '/local'],
    ['./routes/_index.tsx', '/'],
    ['./routes/404.tsx', '/404'],
  ])('%s answers %s', (file, path) => {
    expect(routePathOf(file)).toBe(path);
  });

  it('refuses a name that is not a path', () => {
    expect(() => routePathOf('./routes/Press.tsx')).toThrow('a route file is named like press.$slug.tsx');
    expect(() => routePathOf('./routes/press..tsx')).toThrow();
  });

  it('makes a published page’s path from its params, encoded', () => {
    expect(pagePath('/press/:slug', { slug: 'the lip gloss' })).toBe('/press/the%20lip%20gloss');
    expect(() => pagePath('/press/:slug', {})).toThrow('/press/:slug: no value for :slug');
  });
});

const articles: Record<string, string> = { 'known-article': 'A known article' };

const article = defineRoute({
  data: ({ slug }) => (slug ? articles[slug] : undefined),
  missing: '/press',
  head: (title) => ({ title, description: `About ${title}`, canonicalPath: '/press/x' }),
  Page: ({ data }) => <h1>{data}</h1>,
});

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderAt(path: string) {
  const heads: PageMeta[] = [];
  const unsubscribe = subscribe('page/meta', (meta) => heads.push(meta));
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/press/:slug" element={<RouteModulePage module={article} />} />
        <Route path="/press" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { heads, unsubscribe };
}

describe('a route’s loading state is the file beside its module', () => {
  const never = () => new Promise<never>(() => {});
  const article = { './routes/press.$slug.tsx': never };

  it('shows it at the route’s path while the route’s chunk arrives', () => {
    const { Routes: ArticleRoutes } = routeTable(article, { './routes/press.$slug.pending.tsx': () => <p role="status">Loading article...</p> });
    const html = renderToString(
      <MemoryRouter initialEntries={['/press/x']}>
        <ArticleRoutes />
      </MemoryRouter>,
    );
    expect(html).toContain('Loading article...');
  });

  it('refuses one with no module beside it, or that is not a component', () => {
    expect(() => routeTable(article, { './routes/press.pending.tsx': () => null })).toThrow('./routes/press.pending.tsx: no route module beside it answers /press');
    expect(() => routeTable(article, { './routes/press.$slug.pending.tsx': 'Loading' })).toThrow('its default export is the component');
  });
});

describe('RouteModulePage', () => {
  it('reads the data for the matched params, writes the head from it and renders the page', () => {
    const { heads, unsubscribe } = renderAt('/press/known-article');
    expect(screen.getByRole('heading', { level: 1, name: 'A known article' })).toBeInTheDocument();
    expect(heads.at(-1)).toMatchObject({ title: 'A known article', description: 'About A known article' });
    unsubscribe();
  });

  it('goes to the module’s `missing` address when the params name nothing, writing no head', () => {
    const { heads, unsubscribe } = renderAt('/press/no-such-article');
    expect(screen.getByText('at /press')).toBeInTheDocument();
    expect(heads).toEqual([]);
    unsubscribe();
  });
});

describe('a module at /404 (routes/404.tsx)', () => {
  const page = (title: string) =>
    defineRoute({
      data: (params) => ({ asked: params['*'] ?? '' }),
      head: () => ({ title, description: title, canonicalPath: '/' }),
      Page: ({ data }) => <h1>{`${title} ${data.asked}`}</h1>,
    });
  const files = { './routes/_index.tsx': () => Promise.resolve(page('Home')), './routes/404.tsx': () => Promise.resolve(page('Not found')) };

  // Preloads the chunk of the route that answers the path first, as a link about to be followed does.
  const renderTableAt = (path: string, routeFiles: Record<string, () => Promise<unknown>>) => renderRoutesAt(routeTable(routeFiles).Routes, path);

  it('answers every path no other module answers, with the path asked for', async () => {
    await renderTableAt('/no/such-page', files);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found no/such-page' })).toBeInTheDocument();
  });

  it('leaves the paths other modules answer to them, and its own to itself', async () => {
    await renderTableAt('/', files);
    expect(await screen.findByRole('heading', { level: 1, name: /^Home/ })).toBeInTheDocument();
  });

  it('is not there in a table without one: an unknown path renders nothing', async () => {
    await renderTableAt('/no/such-page', { './routes/_index.tsx': files['./routes/_index.tsx'] });
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('the chunk a table starts with itself, where the page opens', () => {
  const opened = (path: string) => window.history.replaceState(null, '', path);
  afterEach(() => opened('/'));
  const tableFiles = () => ({
    './routes/_index.tsx': vi.fn(() => new Promise<never>(() => undefined)),
    './routes/404.tsx': vi.fn(() => new Promise<never>(() => undefined)),
  });

  it('is the route that matches the path', () => {
    opened('/');
    const files = tableFiles();
    routeTable(files);
    expect(files['./routes/_index.tsx']).toHaveBeenCalledTimes(1);
    expect(files['./routes/404.tsx']).not.toHaveBeenCalled();
  });

  // On a page another app owns (a remote's /skin) the not-found fallback would be fetched for
  // nothing; whoever renders an unowned path preloads it (Routes.preload).
  it('is none where only the not-found fallback would answer', () => {
    opened('/skin');
    const files = tableFiles();
    routeTable(files);
    expect(files['./routes/_index.tsx']).not.toHaveBeenCalled();
    expect(files['./routes/404.tsx']).not.toHaveBeenCalled();
  });
});
