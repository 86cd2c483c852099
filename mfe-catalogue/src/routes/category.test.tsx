import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { renderRoutesAt, shownToasts } from 'shared/testing';
import { describe, expect, it, vi } from 'vitest';
import CatalogueRoutes from '../routes';

describe('category pages (/skin, /makeup, /hair)', () => {
  it('links each category hero to the products list filtered by that category', async () => {
    await renderRoutesAt(CatalogueRoutes, '/makeup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Makeup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Makeup' })).toHaveAttribute('href', '/products?category=makeup');
  });

  it('Book This Experience shows the booking toast and makes no network call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await renderRoutesAt(CatalogueRoutes, '/skin');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Book This Experience' }))[0]!);
    expect(shownToasts()).toEqual([{ title: 'Booking request sent', description: 'Our concierge will contact you to schedule your appointment.' }]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
