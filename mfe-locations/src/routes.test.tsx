import { screen, waitFor } from '@testing-library/react';
import { currentPath, describeRouteContract, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import LocationsRoutes from './routes';

describeRouteContract('locations', LocationsRoutes, { slug: 'quebec-city-qc' });

describe('locations pages', () => {
  it('shows a loading message until the location is found, then the city', async () => {
    renderRoutesAt(LocationsRoutes, '/local/quebec-city-qc');
    expect(screen.getByText('Finding your Noirelle house…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quebec City, QC' })).toBeInTheDocument();
  });

  it('redirects an unknown city to /local', async () => {
    renderRoutesAt(LocationsRoutes, '/local/atlantis');
    await waitFor(() => expect(currentPath()).toBe('/local'));
    expect(screen.getByRole('heading', { level: 1, name: 'Our Locations' })).toBeInTheDocument();
  });

  it('links all nine cities from the index, and counts them', () => {
    renderRoutesAt(LocationsRoutes, '/local');
    expect(screen.getByRole('link', { name: 'Quebec City' })).toHaveAttribute('href', '/local/quebec-city-qc');
    expect(screen.getAllByRole('link').filter((link) => /^\/local\/[a-z-]+$/.test(link.getAttribute('href') ?? ''))).toHaveLength(9);
  });
});
