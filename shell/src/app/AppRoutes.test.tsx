import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared';
import { expect, it, vi } from 'vitest';
import { AppRoutes } from './AppRoutes';

vi.mock('../routes/_index', () => ({
  default: {
    head: () => ({ title: 'Home', description: 'd', canonicalPath: '/' }),
    Page(): never {
      throw new Error('the shell broke');
    },
  },
}));

it("an unhandled error anywhere under the layout shows 'Unexpected Application Error!'", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // The real routes (layout, error boundary) with a home page that throws.
  render(
    <MemoryRouter>
      <AppRoutes />
    </MemoryRouter>,
  );
  // Once the home page's route module is here (each of the shell's routes is a chunk of its own).
  expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('the shell broke')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});
