import { act, render, screen } from '@testing-library/react';
import { emit } from 'shared';
import { expect, it } from 'vitest';
import { BusToaster } from './BusToaster';

it('shows a toast raised before the visitor has interacted: sonner loads for it, then shows it', async () => {
  await act(async () => {
    render(<BusToaster />);
  });
  // Nothing has loaded sonner yet: no interaction, no toast.
  expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
  await act(async () => {
    emit('toast', { title: 'Information Updated', description: 'Your details were saved.', variant: 'success' });
  });
  expect(await screen.findByText('Information Updated', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('Your details were saved.')).toBeInTheDocument();
});
