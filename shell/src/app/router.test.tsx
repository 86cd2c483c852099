import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { appRoutes } from './router';

it("an unhandled error anywhere under the layout shows 'Unexpected Application Error!'", () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  function Broken(): never {
    throw new Error('the shell broke');
  }
  const [root] = appRoutes;
  // The real root route (its layout and its errorElement), with a page that throws.
  const router = createMemoryRouter([{ element: root?.element, errorElement: root?.errorElement, children: [{ index: true, element: <Broken /> }] }]);
  render(<RouterProvider router={router} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('the shell broke')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});
