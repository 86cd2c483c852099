import { screen } from '@testing-library/react';
import { renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import LocationsRoutes from '../routes';

describe('/local', () => {
  it('links all nine cities from the index, and counts them', async () => {
    await renderRoutesAt(LocationsRoutes, '/local');
    expect(await screen.findByRole('link', { name: 'Quebec City' })).toHaveAttribute('href', '/local/quebec-city-qc');
    expect(screen.getAllByRole('link').filter((link) => /^\/local\/[a-z-]+$/.test(link.getAttribute('href') ?? ''))).toHaveLength(9);
  });
});
