import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { emit } from 'shared';
import { afterEach, expect, it, vi } from 'vitest';
import { TOASTER_ID } from '../first-view/markers';
import * as sonnerToaster from './SonnerToaster';
import { startToaster } from './start-toaster';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

it('loads the toaster for the first toast, whoever raised it, and shows it in the live region the page came with', async () => {
  // The composed page: the live region is there before any toast (the server writes it).
  document.body.innerHTML = `<div id="root"></div><div id="${TOASTER_ID}">${renderToString(<sonnerToaster.SonnerToaster />)}</div>`;
  const region = screen.getByRole('region', { name: /Notifications/ });
  const warn = vi.spyOn(console, 'warn');
  const load = vi.fn(async () => sonnerToaster);
  stop = startToaster(document, load);
  expect(load).not.toHaveBeenCalled();

  await act(async () => emit('toast', { title: 'Information Updated', description: 'Your details were saved.', variant: 'success' }));
  expect(await screen.findByText('Information Updated', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('Your details were saved.')).toBeInTheDocument();
  // Adopted, not replaced: screen readers already knew this region.
  expect(screen.getByRole('region', { name: /Notifications/ })).toBe(region);
  expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('rendered afresh'), expect.anything());
  warn.mockRestore();

  await act(async () => emit('toast', { title: 'Added to cart', description: 'Quantity: 2' }));
  expect(await screen.findByText('Added to cart')).toBeInTheDocument();
  expect(load).toHaveBeenCalledOnce();
});

it('renders its region where the page has none, and tries again after a failed load', async () => {
  document.body.innerHTML = `<div id="root"></div><div id="${TOASTER_ID}"></div>`;
  const load = vi.fn<() => Promise<typeof sonnerToaster>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(sonnerToaster);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  stop = startToaster(document, load);
  await act(async () => emit('toast', { title: 'Lost' }));
  expect(warn).toHaveBeenCalledWith('[toasts] the toaster could not be loaded', expect.any(Error));
  await act(async () => emit('toast', { title: 'Booking request sent' }));
  expect(await screen.findByText('Booking request sent')).toBeInTheDocument();
  warn.mockRestore();
});
