import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SearchHit, SearchModule } from 'shared';
import { createSiteSearch, SiteSearchContext, type SiteSearch } from '../search/site-search';
import { SEARCH_DEBOUNCE_MS, SearchPage } from './SearchPage';

const hits: SearchHit[] = [
  { kind: 'article', title: 'The Lip Gloss Economy', description: 'An essay.', path: '/press/the-lip-gloss-economy' },
  { kind: 'product', title: 'Radiance Serum', description: '$185 · A serum.', path: '/product/radiance-serum' },
  { kind: 'location', title: 'Noirelle Paris', description: 'Paris.', path: '/local/paris-france' },
];

function Address() {
  const location = useLocation();
  return <div role="note" aria-label="address">{`${location.pathname}${location.search}`}</div>;
}

function renderSearch(search: SiteSearch, entry = '/search') {
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        element: (
          <>
            <SearchPage />
            <Address />
          </>
        ),
      },
      { path: '*', element: <Address /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <SiteSearchContext value={search}>
      <RouterProvider router={router} />
    </SiteSearchContext>,
  );
  return router;
}

describe('/search', () => {
  it('searches the query in the address and shows the results grouped, products first', async () => {
    const search = vi.fn<SiteSearch>(async () => ({ hits, unavailable: [] }));
    renderSearch(search, '/search?q=radiance');
    expect(await screen.findByRole('status')).toHaveTextContent('3 results for “radiance”.');
    expect(search).toHaveBeenCalledWith('radiance');
    expect(screen.getByRole('searchbox', { name: 'Products, services, cities and articles' })).toHaveValue('radiance');
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['Products (1)', 'Locations (1)', 'Articles (1)']);
    expect(within(screen.getByRole('region', { name: 'Products (1)' })).getByRole('link', { name: /Radiance Serum/ })).toHaveAttribute('href', '/product/radiance-serum');
  });

  it('follows the typing into the address once it settles, replacing the history entry', async () => {
    const user = userEvent.setup();
    const search = vi.fn<SiteSearch>(async () => ({ hits: [], unavailable: [] }));
    const router = renderSearch(search);
    await user.type(screen.getByRole('searchbox'), 'Paris');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(screen.getByRole('status')).toHaveTextContent('No results for “Paris”.');
    expect(screen.getByLabelText('address')).toHaveTextContent('/search?q=Paris');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('does not search one letter, and says why', async () => {
    const search = vi.fn<SiteSearch>();
    renderSearch(search, '/search?q=a');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least two letters.');
    expect(search).not.toHaveBeenCalled();
  });

  it('says which part of the site could not be searched, and shows the rest', async () => {
    const load = vi.fn(async (id: string): Promise<SearchModule> => {
      if (id === 'press/search') throw new Error('press is down');
      return { search: async () => (id === 'catalogue/search' ? [hits[1]!] : []) };
    });
    renderSearch(createSiteSearch(load), '/search?q=serum');
    expect(await screen.findByText(/We could not search the press just now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Radiance Serum/ })).toBeInTheDocument();
  });
});
