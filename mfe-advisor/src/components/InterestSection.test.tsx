import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from 'shared';
import { beforeEach, expect, it, vi } from 'vitest';
import { registerInterest, updateInterestDetails, type Registration } from '../lib/interest';
import { hydrateAfter, typeUnseenByReact } from '../testing/first-view';
import InterestSection from './InterestSection';

vi.mock(import('../lib/interest'), async (original) => ({ ...(await original()), registerInterest: vi.fn(), updateInterestDetails: vi.fn() }));

let answer: (registration: Registration) => void;
beforeEach(() => {
  vi.mocked(registerInterest).mockReset();
  vi.mocked(registerInterest).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  vi.mocked(updateInterestDetails).mockReset();
});

const emailField = (container: HTMLElement) => within(container).getByLabelText('Email address');
const register = () => screen.getByRole('button', { name: 'Register Interest' });

/** A visitor who registered ada@example.com, with the details dialog open. */
async function registeredWithDetailsOpen() {
  const user = userEvent.setup();
  hydrateAfter(<InterestSection />, (container) => typeUnseenByReact(emailField(container), 'ada@example.com'));
  await user.click(register());
  answer({ status: 'registered', token: 'one-time' });
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Thank You for Your Interest' })) };
}

it('registers the address typed before the app took over, then clears and unfocuses it and opens the details', async () => {
  const user = userEvent.setup();
  const registered = vi.fn();
  const unsubscribe = subscribe('interest/registered', registered);
  hydrateAfter(<InterestSection />, (container) => typeUnseenByReact(emailField(container), 'Ada.Buyer@Example.com'));
  await user.click(register());
  expect(registerInterest).toHaveBeenCalledWith('Ada.Buyer@Example.com');
  expect(screen.getByRole('button', { name: 'Registering ...' })).toBeDisabled();

  answer({ status: 'registered', token: 'one-time' });
  expect(await screen.findByRole('dialog', { name: 'Thank You for Your Interest' })).toBeInTheDocument();
  expect(registered).toHaveBeenCalledWith({ email: 'ada.buyer@example.com', source: 'home' }, expect.anything());
  expect(emailField(document.body)).toHaveValue('');
  expect(emailField(document.body)).not.toHaveFocus();
  unsubscribe();
});

it('keeps the address typed before the app took over when it is already registered', async () => {
  const user = userEvent.setup();
  hydrateAfter(<InterestSection />, (container) => typeUnseenByReact(emailField(container), 'ada@example.com'));
  await user.click(register());
  answer({ status: 'duplicate' });
  await vi.waitFor(() => expect(register()).toBeEnabled());
  expect(emailField(document.body)).toHaveValue('ada@example.com');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('sends the details as they are in the fields, keeps them when the update fails, and closes after it succeeds', async () => {
  const { user, dialog } = await registeredWithDetailsOpen();
  typeUnseenByReact(dialog.getByLabelText('First Name'), 'Adaeze');
  typeUnseenByReact(dialog.getByLabelText('Last Name'), 'Nwosu');
  typeUnseenByReact(dialog.getByLabelText('Company Name'), 'Crown Beauty Group');
  typeUnseenByReact(dialog.getByLabelText('Additional Notes'), 'Call after 5 pm.');

  vi.mocked(updateInterestDetails).mockResolvedValueOnce({ ok: false });
  await user.click(dialog.getByRole('button', { name: 'Update Information' }));
  const typed = { firstName: 'Adaeze', lastName: 'Nwosu', phoneNumber: '', companyName: 'Crown Beauty Group', companyWebsite: '', companyPosition: '', extraNotes: 'Call after 5 pm.' };
  expect(updateInterestDetails).toHaveBeenLastCalledWith('one-time', typed);
  await vi.waitFor(() => expect(dialog.getByRole('button', { name: 'Update Information' })).toBeEnabled());
  expect(dialog.getByLabelText('First Name')).toHaveValue('Adaeze');
  expect(dialog.getByLabelText('Additional Notes')).toHaveValue('Call after 5 pm.');

  vi.mocked(updateInterestDetails).mockResolvedValueOnce({ ok: true });
  await user.click(dialog.getByRole('button', { name: 'Update Information' }));
  expect(updateInterestDetails).toHaveBeenLastCalledWith('one-time', typed);
  await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('marks the field the backend refused, says why in the page’s words, and keeps what was typed', async () => {
  const { user, dialog } = await registeredWithDetailsOpen();
  const tooLong = '+44 20 7946 0000 extension 12345 ask for Ada';
  typeUnseenByReact(dialog.getByLabelText('Phone Number'), tooLong);
  vi.mocked(updateInterestDetails).mockResolvedValueOnce({ ok: false, field: 'phoneNumber' });
  await user.click(dialog.getByRole('button', { name: 'Update Information' }));
  const phone = dialog.getByLabelText('Phone Number');
  await vi.waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
  expect(phone).toHaveAccessibleDescription('Phone Number: at most 40 characters.');
  expect(phone).toHaveFocus();
  expect(phone).toHaveValue(tooLong);
});

it('refuses a website that is not http(s) before sending it, says why on the field, and keeps it', async () => {
  const { user, dialog } = await registeredWithDetailsOpen();
  const website = dialog.getByLabelText('Website');
  typeUnseenByReact(website, 'javascript:alert(1)');
  await user.click(dialog.getByRole('button', { name: 'Update Information' }));
  expect(updateInterestDetails).not.toHaveBeenCalled();
  expect(website).toHaveAttribute('aria-invalid', 'true');
  expect(website).toHaveAccessibleDescription('Website: enter an address that starts with https:// or http://.');
  expect(website).toHaveFocus();
  expect(website).toHaveValue('javascript:alert(1)');

  vi.mocked(updateInterestDetails).mockResolvedValueOnce({ ok: true });
  typeUnseenByReact(website, 'https://crown.example');
  await user.click(dialog.getByRole('button', { name: 'Update Information' }));
  expect(updateInterestDetails).toHaveBeenCalledWith('one-time', expect.objectContaining({ companyWebsite: 'https://crown.example' }));
});

it('lets each details field hold what its column holds, and no more (200 where the columns held 100, 100, 40)', async () => {
  const { dialog } = await registeredWithDetailsOpen();
  expect(dialog.getByLabelText('First Name')).toHaveAttribute('maxlength', '100');
  expect(dialog.getByLabelText('Last Name')).toHaveAttribute('maxlength', '100');
  expect(dialog.getByLabelText('Phone Number')).toHaveAttribute('maxlength', '40');
});
