import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { subscribe } from './bus/bus';
import { defineRoute, pagePath, RouteModulePage, routePathOf, routeTable } from './route-module';
import { MemoryRouter, Route, Routes, useLocation } from './router';
import type { PageMeta } from './seo/types';

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
