import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { busStore, subscribe } from 'shared';
import { renderRoutesAt } from 'shared/testing';
import { describe, expect, it, vi } from 'vitest';
import CatalogueRoutes from '../routes';

describe('category pages (/skin, /makeup, /hair)', () => {
  it('links each category hero to the products list filtered by that category', async () => {
    await renderRoutesAt(CatalogueRoutes, '/makeup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Makeup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Makeup' })).toHaveAttribute('href', '/products?category=makeup');
  });

  it('Book This Experience sends the booking toast over the bus and nothing over the network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const toasts: unknown[] = [];
    const bookings: unknown[] = [];
    subscribe('toast', (toast) => toasts.push(toast));
    subscribe('booking/request', (request) => bookings.push(request));
    await renderRoutesAt(CatalogueRoutes, '/skin');
    await userEvent.click(await screen.findByRole('button', { name: 'Book This Experience' }));
    expect(toasts).toEqual([
      { title: 'Booking request sent', description: 'Our concierge will contact you to schedule your appointment.', variant: 'success' },
    ]);
    expect(bookings).toEqual([{ id: 'melanin-radiance-facial' }]);
    expect(fetchSpy).not.toHaveBeenCalled();
    busStore.setState({ last: {}, seq: 0 });
  });
});
