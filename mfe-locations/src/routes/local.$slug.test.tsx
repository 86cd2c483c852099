import { screen, waitFor } from '@testing-library/react';
import { currentPath, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import LocationsRoutes from '../routes';

describe('/local/{slug}', () => {
  it('redirects an unknown city to /local', async () => {
    await renderRoutesAt(LocationsRoutes, '/local/atlantis');
    await waitFor(() => expect(currentPath()).toBe('/local'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Locations' })).toBeInTheDocument();
  });
});
