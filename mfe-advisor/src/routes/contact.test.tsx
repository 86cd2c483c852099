import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installAddressChoices } from 'shared/address-choices';
import { renderRoutesAt } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessages } from '../lib/contact';
import AdvisorRoutes from '../routes';

/** The backend's answers, one per sending, as the boot script's sending meets them (window.fetch). */
let answer: (response: Response) => void;
const sent = vi.fn<(url: string, init: RequestInit) => void>();
beforeEach(() => {
  sent.mockReset();
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    sent(String(input), init ?? {});
    return new Promise((resolve) => (answer = resolve));
  });
});
afterEach(() => vi.restoreAllMocks());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** /contact with the whole form filled in, as a visitor does before sending. */
async function filledIn(path = '/contact') {
  const user = userEvent.setup();
  await renderRoutesAt(AdvisorRoutes, path);
  const form = within(await screen.findByRole('form', { name: 'Send a message' }));
  await user.type(form.getByLabelText(/^Name/), 'Folake Adeyemi');
  await user.type(form.getByLabelText(/^Email/), ' folake@example.com ');
  await user.type(form.getByLabelText(/^Subject/), 'The four domains');
  await user.selectOptions(form.getByLabelText('Interest'), 'investment');
  await user.type(form.getByLabelText(/^Message/), 'We would like to talk.');
  return { user, form };
}

describe('/contact', () => {
  it('says what is missing, then what is wrong with the email, marking the fields and keeping the text', async () => {
    const user = userEvent.setup();
    await renderRoutesAt(AdvisorRoutes, '/contact');
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Name/), 'Ada Okafor');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example');
    await user.type(screen.getByLabelText(/^Subject/), 'The domains');
    await user.type(screen.getByLabelText(/^Message/), 'Tell me more.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Tell me more.');
    expect(sent).not.toHaveBeenCalled();
  }, 20_000);

  it('has the message box of 6 rows, the five interests with General Inquiry first, and ?interest= preselects one', async () => {
    await renderRoutesAt(AdvisorRoutes, '/contact');
    expect(await screen.findByLabelText(/^Message/)).toHaveAttribute('rows', '6');
    const select = screen.getByLabelText('Interest');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['General Inquiry', 'Domain Purchase', 'Partnership Opportunity', 'Investment Discussion', 'Licensing Opportunity']);
    expect(select).toHaveValue('general');
    // The boot script's address choices, as on /contact?interest=domain-purchase; an unknown one changes nothing.
    installAddressChoices(document, '?interest=gossip')();
    expect(select).toHaveValue('general');
    installAddressChoices(document, '?interest=domain-purchase')();
    expect(select).toHaveValue('domain-purchase');
  });

  it('is sent by the boot script to the contact function, trimmed, then clears the text and keeps the interest', async () => {
    const { user, form } = await filledIn();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(sent).toHaveBeenCalledTimes(1);
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toBe('http://localhost:54321/functions/v1/contact');
    expect(new Headers(init.headers).get('apikey')).toBe('noirelle-local-anon-key');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Folake Adeyemi', email: 'folake@example.com', subject: 'The four domains', interest: 'investment', message: 'We would like to talk.', sourceUrl: window.location.href });
    expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    // A second press while it is sent is the same wish: nothing more is sent.
    (screen.getByRole('form', { name: 'Send a message' }) as HTMLFormElement).requestSubmit();
    expect(sent).toHaveBeenCalledTimes(1);

    answer(json(200, { status: 'sent', id: 'x' }));
    await waitFor(() => expect(form.getByRole('status')).toHaveTextContent(contactMessages.success));
    for (const label of [/^Name/, /^Email/, /^Subject/, /^Message/]) expect(form.getByLabelText(label)).toHaveValue('');
    expect(form.getByLabelText('Interest')).toHaveValue('investment');
    expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps what was typed when sending fails, and says the backend’s own words for a refusal', async () => {
    const { user, form } = await filledIn();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    answer(json(500, { error: 'Something went wrong on our side. Please try again.', code: 'internal' }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(contactMessages.failure));
    expect(form.getByLabelText(/^Name/)).toHaveValue('Folake Adeyemi');
    expect(form.getByLabelText(/^Message/)).toHaveValue('We would like to talk.');
    expect(form.getByRole('status')).toHaveTextContent('');

    const unstorable = 'Please remove the hidden character this field holds (a NUL or half of an emoji): it cannot be stored.';
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    answer(json(400, { error: 'Some fields are missing or invalid.', code: 'invalid-text', fields: { subject: unstorable } }));
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(unstorable));
    expect(form.getByLabelText(/^Subject/)).toHaveValue('The four domains');
  });

  it('shows the contact details, nine city links, /local, four domains and the portfolio', async () => {
    await renderRoutesAt(AdvisorRoutes, '/contact');
    expect(await screen.findByRole('link', { name: 'concierge@noirelle.beauty' })).toHaveAttribute('href', 'mailto:concierge@noirelle.beauty');
    expect(screen.getByRole('link', { name: 'acquisitions@noirelle.beauty' })).toBeInTheDocument();
    expect(screen.getByText('Mon-Fri 9AM-6PM EST')).toBeInTheDocument();
    expect(screen.getByText(/Beverly Hills, CA/)).toBeInTheDocument();
    expect(screen.getByText('We respond within 24 hours.')).toBeInTheDocument();
    const houses = within(screen.getByRole('region', { name: 'Our nine houses' }));
    expect(houses.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/local/'))).toHaveLength(9);
    expect(houses.getByRole('link', { name: 'View All Locations' })).toHaveAttribute('href', '/local');
    expect(within(screen.getByRole('region', { name: 'Four domains, one package' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /View the Portfolio/ })).toHaveAttribute('target', '_blank');
  });
});
