import { screen } from '@testing-library/react';
import { describeRouteContract, renderRoutesAt } from 'shared/testing';
import { expect, it } from 'vitest';
import BookingRoutes from './routes';

describeRouteContract('booking', BookingRoutes);

it('the Immersion hero invites to /booking', () => {
  renderRoutesAt(BookingRoutes, '/beauty');
  expect(screen.getByRole('link', { name: 'Request Private Invitation' })).toHaveAttribute('href', '/booking');
});
