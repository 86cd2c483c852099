import { screen } from '@testing-library/react';
import { brand } from 'shared';
import { renderRoutesAt } from 'shared/testing';
import { expect, it } from 'vitest';
import AdvisorRoutes from '../routes';

it('opens /chat with the rotating headline, named in full for screen readers, and names the advisor', async () => {
  await renderRoutesAt(AdvisorRoutes, '/chat');
  expect(await screen.findByRole('heading', { level: 1, name: 'Acquire noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: `Chat with ${brand.advisorName}` })).toBeInTheDocument();
});
