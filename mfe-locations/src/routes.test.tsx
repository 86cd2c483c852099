import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared';
import { currentPath, describeRouteContract, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import LocationsRoutes from './routes';

// First in the file: the locations load once per page (shared/src/later.tsx), and every later test finds them here.
describe('a city page opened first', () => {
  it('shows a loading message until the location is found, then the city', async () => {
    // Until the locations are here the page is its loading message (rendered in one pass, as on a server).
    const loading = renderToString(
      <MemoryRouter initialEntries={['/local/quebec-city-qc']}>
        <LocationsRoutes />
      </MemoryRouter>,
    );
    expect(loading).toMatch(/<section role="status"[^>]*><p[^>]*>Finding your Noirelle house…<\/p><\/section>/);
    await renderRoutesAt(LocationsRoutes, '/local/quebec-city-qc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quebec City, QC' })).toBeInTheDocument();
  });
});

describeRouteContract('locations', LocationsRoutes, { slug: 'quebec-city-qc' });

describe('locations pages', () => {
  it('redirects an unknown city to /local', async () => {
    await renderRoutesAt(LocationsRoutes, '/local/atlantis');
    await waitFor(() => expect(currentPath()).toBe('/local'));
    expect(screen.getByRole('heading', { level: 1, name: 'Our Locations' })).toBeInTheDocument();
  });

  it('links all nine cities from the index, and counts them', async () => {
    await renderRoutesAt(LocationsRoutes, '/local');
    expect(screen.getByRole('link', { name: 'Quebec City' })).toHaveAttribute('href', '/local/quebec-city-qc');
    expect(screen.getAllByRole('link').filter((link) => /^\/local\/[a-z-]+$/.test(link.getAttribute('href') ?? ''))).toHaveLength(9);
  });
});
