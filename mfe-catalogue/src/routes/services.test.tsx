import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import CatalogueRoutes from '../routes';

describe('/services', () => {
  it('announces how many services show, following the checked chip however it was checked', async () => {
    await renderRoutesAt(CatalogueRoutes, '/services');
    const chips = await screen.findByRole('radiogroup', { name: 'Filter services' });
    expect(screen.getByText('4 services shown')).toBeInTheDocument();
    // Checked by the browser before the app owned the part, and its change replayed by the boot
    // script: a native change event, with no click for React's radio onChange to see.
    const treatments = within(chips).getByRole('radio', { name: 'Treatments' }) as HTMLInputElement;
    act(() => {
      treatments.checked = true;
      treatments.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(screen.getByText('2 services shown')).toBeInTheDocument();
    await userEvent.click(within(chips).getByRole('radio', { name: 'Experiences' }));
    expect(screen.getByText('1 service shown')).toBeInTheDocument();
  });
});
