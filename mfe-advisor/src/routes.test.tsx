import { render, screen } from '@testing-library/react';
import { brand, homeAnchors } from 'shared';
import { describeRouteContract, renderRoutesAt } from 'shared/testing';
import { expect, it } from 'vitest';
import InterestSection from './interest-section';
import AdvisorRoutes from './routes';

describeRouteContract('advisor', AdvisorRoutes);

it('opens /chat with the rotating headline, named in full for screen readers, and names the advisor', async () => {
  await renderRoutesAt(AdvisorRoutes, '/chat');
  expect(screen.getByRole('heading', { level: 1, name: 'Acquire noirelle.beauty, noirelle.skin, noirelle.hair and noirelle.makeup' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: `Chat with ${brand.advisorName}` })).toBeInTheDocument();
});

it('the interest section is the home anchor and says it is not a newsletter', () => {
  render(<InterestSection />);
  const section = screen.getByRole('region', { name: 'Acquire the 4 digital assets behind Noirelle' });
  expect(section).toHaveAttribute('id', homeAnchors.registerInterest);
  expect(section).toHaveTextContent('not a newsletter signup');
});
