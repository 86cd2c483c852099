import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared';
import { describeRouteContract, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import LocationsRoutes from './routes';

// First in the file: a route's chunk loads once per page (shared/src/route-module.tsx), and every later test finds it here.
describe('a city page opened first', () => {
  it('shows a loading message until the location is found, then the city', async () => {
    // Until the route's chunk (with the locations) is here the page is its loading message (rendered in one pass, as on a server).
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

// Every route module here renders a page: what the build publishes and the shell's server composes.
describeRouteContract('locations', LocationsRoutes, { slug: 'quebec-city-qc' });
