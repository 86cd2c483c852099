import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutesAt } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import AdvisorRoutes from '../routes';

describe('/contact', () => {
  it('says what is missing, then what is wrong with the email, marking the fields and keeping the text', async () => {
    const user = userEvent.setup();
    renderRoutesAt(AdvisorRoutes, '/contact');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
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

  it('has the message box of 6 rows, the five interests with General Inquiry first, and ?interest= preselects one', () => {
    renderRoutesAt(AdvisorRoutes, '/contact?interest=domain-purchase');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '6');
    const select = screen.getByLabelText('Interest');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['General Inquiry', 'Domain Purchase', 'Partnership Opportunity', 'Investment Discussion', 'Licensing Opportunity']);
    expect(select).toHaveValue('domain-purchase');
  });

  it('ignores an unknown ?interest= and keeps the default', () => {
    renderRoutesAt(AdvisorRoutes, '/contact?interest=gossip');
    expect(screen.getByLabelText('Interest')).toHaveValue('general');
  });

  it('shows the contact details, nine city links, /local, four domains and the portfolio', () => {
    renderRoutesAt(AdvisorRoutes, '/contact');
    expect(screen.getByRole('link', { name: 'concierge@noirelle.beauty' })).toHaveAttribute('href', 'mailto:concierge@noirelle.beauty');
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
