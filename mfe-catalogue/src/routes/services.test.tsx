import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import CatalogueRoutes from '../routes';

describe('/services', () => {
  it('announces how many services show as a chip is checked: the boot script says what each chip declares', async () => {
    await renderRoutesAt(CatalogueRoutes, '/services');
    const chips = await screen.findByRole('radiogroup', { name: 'Filter services' });
    expect(screen.getByText('4 services shown')).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('radio', { name: 'Treatments' }));
    expect(screen.getByText('2 services shown')).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('radio', { name: 'Experiences' }));
    expect(screen.getByText('1 service shown')).toBeInTheDocument();
  });
});
