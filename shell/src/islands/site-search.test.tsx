import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from 'shared/search';
import { createSearchDocumentsLoader, SearchDocumentsContext, type SearchDocumentsLoader } from '../search/search-documents';
import { searchSite, type FoundSearch } from '../search/search-site';
import siteSearch, { SEARCH_DEBOUNCE_MS } from './site-search';

const documents: SearchDocument[] = [
  { id: 'press:article:lip', kind: 'article', title: 'The Lip Gloss Economy', description: 'An essay on the lipstick index.', path: '/press/the-lip-gloss-economy' },
  { id: 'catalogue:item:serum', kind: 'product', title: 'Radiance Serum', description: '$185 · A serum for radiance.', path: '/product/radiance-serum', facts: { price: '$185' } },
  { id: 'locations:house:paris', kind: 'location', title: 'Noirelle Paris', description: 'Our radiance house in Paris.', path: '/local/paris-france', keywords: 'radiance facials' },
];

function Address() {
  const location = useLocation();
  return <div role="note" aria-label="address">{`${location.pathname}${location.search}`}</div>;
}

function renderSearch(load: SearchDocumentsLoader, entry = '/search', found: FoundSearch | null = null) {
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        element: (
          <>
            <siteSearch.Component found={found} />
            <Address />
          </>
        ),
      },
      { path: '*', element: <Address /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <SearchDocumentsContext value={load}>
      <RouterProvider router={router} />
    </SearchDocumentsContext>,
  );
  return router;
}

const publishing = (published: SearchDocument[] = documents) => vi.fn<SearchDocumentsLoader>(async () => ({ locale: 'en', documents: published, unavailable: [] }));

describe('/search', () => {
  it('searches the query in the address and shows the results grouped, the group of the best result first', async () => {
    const load = publishing();
    renderSearch(load, '/search?q=radiance');
    expect(await screen.findByText('2 results for “radiance”.')).toHaveRole('status');
    expect(screen.getByRole('searchbox', { name: 'Products, services, cities and articles' })).toHaveValue('radiance');
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    // The serum is the best answer (a name that is the word asked), so its group comes first.
    expect(groups).toEqual(['Products (1)', 'Locations (1)']);
    expect(within(screen.getByRole('region', { name: 'Products (1)' })).getByRole('link', { name: /Radiance Serum/ })).toHaveAttribute('href', '/product/radiance-serum');
  });

  it('opens on the group of the best result: a house first when a house answers best', async () => {
    const milan: SearchDocument[] = [
      { id: 'catalogue:item:oil', kind: 'product', title: 'Chebe Ritual Oil', description: '$95 · An oil first made for our house in Milan.', path: '/product/chebe-ritual-oil', keywords: 'Milan' },
      { id: 'locations:house:milan', kind: 'location', title: 'Noirelle Milan', description: 'Via Fiori Chiari 12, Milan.', path: '/local/milan-italy' },
    ];
    renderSearch(publishing(milan), '/search?q=milan');
    await screen.findByText('2 results for “milan”.');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Locations (1)', 'Products (1)']);
  });

  it('shows the starting points before a first query, and not while a query is searching', async () => {
    renderSearch(publishing(), '/search');
    expect(screen.getByRole('heading', { name: 'Popular searches' })).toBeInTheDocument();
    let finish: () => void = () => undefined;
    const slow: SearchDocumentsLoader = () => new Promise((resolve) => (finish = () => resolve({ locale: 'en', documents, unavailable: [] })));
    renderSearch(slow, '/search?q=serum');
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Searching…')).toBe(true);
    expect(screen.getAllByRole('heading', { name: 'Popular searches' })).toHaveLength(1);
    await act(async () => finish());
    expect(await screen.findByText('1 result for “serum”.')).toHaveRole('status');
  });

  it('shows the results the page was written with at once, and searches only a new query', async () => {
    const user = userEvent.setup();
    const load = publishing();
    const found = { query: 'serum', result: searchSite({ locale: 'en', documents, unavailable: [] }, 'serum') };
    renderSearch(load, '/search?q=serum', found);
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “serum”.');
    expect(screen.getByRole('link', { name: /Radiance Serum/ })).toHaveAttribute('href', '/product/radiance-serum');
    expect(load).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Paris{Enter}');
    expect(await screen.findByText('1 result for “Paris”.')).toHaveRole('status');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('searches again when the results it was written with are for another query', async () => {
    const load = publishing();
    const found = { query: 'paris', result: searchSite({ locale: 'en', documents, unavailable: [] }, 'paris') };
    renderSearch(load, '/search?q=serum', found);
    expect(await screen.findByText('1 result for “serum”.')).toHaveRole('status');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('finds through a typo and a prefix', async () => {
    renderSearch(publishing(), '/search?q=radiense');
    expect(await screen.findByRole('link', { name: /Radiance Serum/ })).toBeInTheDocument();
  });

  it('follows the typing into the address once it settles, replacing the history entry', async () => {
    const user = userEvent.setup();
    const load = publishing();
    const router = renderSearch(load);
    await user.type(screen.getByRole('searchbox'), 'Paris');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(await screen.findByText('1 result for “Paris”.')).toHaveRole('status');
    expect(screen.getByLabelText('address')).toHaveTextContent('/search?q=Paris');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not search a query of no words, and says why', () => {
    const load = publishing();
    renderSearch(load, '/search?q=the');
    expect(screen.getByRole('status')).toHaveTextContent('Type a word to search for.');
    expect(load).not.toHaveBeenCalled();
  });

  it('suggests from the query when nothing matches, never a fixed list', async () => {
    renderSearch(publishing(), '/search?q=srrrum');
    expect(await screen.findByText('No results for “srrrum”.')).toHaveRole('status');
    const nearest = screen.getByRole('region', { name: /Nearest to your search/ });
    expect(within(nearest).getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/product/radiance-serum');
    expect(screen.queryByRole('heading', { name: 'Popular searches' })).not.toBeInTheDocument();
  });

  it('says which part of the site could not be searched, and shows the rest', async () => {
    const load = createSearchDocumentsLoader(async (remote) => `https://${remote}.example/remoteEntry.js`, {
      fetch: async (url) => {
        if (url.hostname === 'press.example') throw new TypeError('press is down');
        const published = url.hostname === 'catalogue.example' ? [documents[1]!] : [];
        return new Response(JSON.stringify({ app: url.hostname, build: 'b', documents: published }), { headers: { 'content-type': 'application/json' } });
      },
    });
    renderSearch(load, '/search?q=serum');
    expect(await screen.findByText(/We could not search the press just now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Radiance Serum/ })).toBeInTheDocument();
  });
});
