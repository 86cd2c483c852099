import { render, screen } from '@testing-library/react';
import { homeAnchors } from 'shared';
import { describeRouteContract } from 'shared/testing';
import { expect, it } from 'vitest';
import fragments from './fragments';
import AdvisorRoutes from './routes';

// Every route module here renders a page: what the build publishes and the shell's server composes.
describeRouteContract('advisor', AdvisorRoutes);

it('the interest section, a fragment, is the home anchor and says it is not a newsletter', () => {
  const { InterestSection } = fragments;
  expect(InterestSection).toBeDefined();
  render(InterestSection ? <InterestSection /> : null);
  const section = screen.getByRole('region', { name: 'Acquire the 4 digital assets behind Noirelle' });
  expect(section).toHaveAttribute('id', homeAnchors.registerInterest);
  expect(section).toHaveTextContent('not a newsletter signup');
});
