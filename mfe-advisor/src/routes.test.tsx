import { render, screen } from '@testing-library/react';
import { brand, homeAnchors } from 'shared';
import { describeRouteContract, renderRoutesAt } from 'shared/testing';
import { expect, it } from 'vitest';
import InterestSection from './interest-section';
import AdvisorRoutes from './routes';

describeRouteContract('advisor', AdvisorRoutes);

it('names the advisor on /chat', () => {
  renderRoutesAt(AdvisorRoutes, '/chat');
  expect(screen.getByRole('heading', { level: 1, name: `Meet ${brand.advisorName}` })).toBeInTheDocument();
});

it('the interest section is the home anchor and says it is not a newsletter', () => {
  render(<InterestSection />);
  const section = screen.getByRole('region', { name: 'Acquire the 4 digital assets behind Noirelle' });
  expect(section).toHaveAttribute('id', homeAnchors.registerInterest);
  expect(section).toHaveTextContent('not a newsletter signup');
});
