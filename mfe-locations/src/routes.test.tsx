import { screen } from '@testing-library/react';
import { currentPath, describeRouteContract, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import LocationsRoutes from './routes';

describeRouteContract('locations', LocationsRoutes, { slug: 'quebec-city-qc' });

describe('locations pages', () => {
  it('redirects an unknown city to /local', () => {
    renderRoutesAt(LocationsRoutes, '/local/atlantis');
    expect(currentPath()).toBe('/local');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Locations' })).toBeInTheDocument();
  });

  it('links all nine cities from the index', () => {
    renderRoutesAt(LocationsRoutes, '/local');
    expect(screen.getByRole('link', { name: 'Quebec City, QC' })).toHaveAttribute('href', '/local/quebec-city-qc');
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/local/'))).toHaveLength(9);
  });
});
