import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import PressRoutes from '../routes';

describe('/press/{slug}', () => {
  it('renders section links as links inside the site', async () => {
    await renderRoutesAt(PressRoutes, '/press/celebrating-our-global-noirelle-beauty-family');
    await screen.findByRole('heading', { level: 1 });
    const paris = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/local/paris-france');
    expect(paris).toBeDefined();
    const user = userEvent.setup();
    await act(() => user.click(paris!));
    expect(currentPath()).toBe('/local/paris-france');
  });

  it('leaves an unknown slug for /press, replacing the entry', async () => {
    await renderRoutesAt(PressRoutes, '/press/no-such-article');
    await waitFor(() => expect(currentPath()).toBe('/press'));
  });
});

