import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared';
import { describeRouteContract, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import BookingRoutes from './routes';

// First in the file: a route's chunk loads once per page (shared/src/route-module.tsx), and every later test finds it here.
describe('/beauty opened first', () => {
  it('holds the hero’s place while the Immersion’s chunk arrives, then shows the Immersion', async () => {
    // Rendered in one pass, as on a server: the chunk is not here yet.
    const pending = renderToString(
      <MemoryRouter initialEntries={['/beauty']}>
        <BookingRoutes />
      </MemoryRouter>,
    );
    expect(pending).toContain('<div class="min-h-svh bg-espresso" aria-busy="true"></div>');
    expect(pending).not.toContain('<h1');
    await renderRoutesAt(BookingRoutes, '/beauty');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Noirelle Immersion' })).toBeInTheDocument();
  });
});

// Every route module here renders a page: what the build publishes and the shell's server composes.
describeRouteContract('booking', BookingRoutes);
