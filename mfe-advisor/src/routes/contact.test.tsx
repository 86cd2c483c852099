import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared';
import { renderRoutesAt } from 'shared/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessages, sendContact, type SendResult } from '../lib/contact';
import AdvisorRoutes from '../routes';
import { hydrateAfter, typeUnseenByReact } from '../testing/first-view';

vi.mock(import('../lib/contact'), async (original) => ({ ...(await original()), sendContact: vi.fn() }));

let answer: (result: SendResult) => void;
beforeEach(() => {
  vi.mocked(sendContact).mockReset();
  vi.mocked(sendContact).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
});

/** /contact from the composed HTML, with the whole form filled in before the app took over. */
async function fillBeforeHydration(path: string) {
  // The composed HTML is rendered once the route's chunk is here (shared/tooling/route-modules.tsx), so the test waits for it too.
  (await renderRoutesAt(AdvisorRoutes, path)).unmount();
  return hydrateAfter(
    <MemoryRouter initialEntries={[path]}>
      <AdvisorRoutes />
    </MemoryRouter>,
    (container) => {
      const form = within(within(container).getByRole('form', { name: 'Send a message' }));
      typeUnseenByReact(form.getByLabelText(/^Name/), 'Folake Adeyemi');
      typeUnseenByReact(form.getByLabelText(/^Email/), 'folake@example.com');
      typeUnseenByReact(form.getByLabelText(/^Subject/), 'The four domains');
      typeUnseenByReact(form.getByLabelText('Interest'), 'investment');
      typeUnseenByReact(form.getByLabelText(/^Message/), 'We would like to talk.');
    },
  );
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
  }, 20_000);

  it('has the message box of 6 rows, the five interests with General Inquiry first, and ?interest= preselects one', async () => {
    await renderRoutesAt(AdvisorRoutes, '/contact?interest=domain-purchase');
    expect(await screen.findByLabelText(/^Message/)).toHaveAttribute('rows', '6');
    const select = screen.getByLabelText('Interest');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['General Inquiry', 'Domain Purchase', 'Partnership Opportunity', 'Investment Discussion', 'Licensing Opportunity']);
    expect(select).toHaveValue('domain-purchase');
  });

  it('ignores an unknown ?interest= and keeps the default', async () => {
    await renderRoutesAt(AdvisorRoutes, '/contact?interest=gossip');
    expect(await screen.findByLabelText('Interest')).toHaveValue('general');
  });

  it('sends what was typed before the app took over, then clears the text and keeps the interest', async () => {
    const user = userEvent.setup();
    await fillBeforeHydration('/contact?interest=domain-purchase');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(sendContact).toHaveBeenCalledWith({ name: 'Folake Adeyemi', email: 'folake@example.com', subject: 'The four domains', message: 'We would like to talk.', interest: 'investment' }, window.location.href);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    answer({ ok: true });
    // The live regions are on the page from the start (empty): wait for their words, not for them.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(contactMessages.success));
    for (const label of [/^Name/, /^Email/, /^Subject/, /^Message/]) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Interest')).toHaveValue('investment');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps what was typed before the app took over when sending fails', async () => {
    const user = userEvent.setup();
    await fillBeforeHydration('/contact');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    answer({ ok: false, message: contactMessages.failure });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(contactMessages.failure));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Folake Adeyemi');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('We would like to talk.');
    expect(screen.getByLabelText('Interest')).toHaveValue('investment');
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
