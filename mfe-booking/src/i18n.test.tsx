import { render, screen, within } from '@testing-library/react';
import { LocaleProvider, MemoryRouter, messagesOf, routeContextFor, sharedCatalogs, type Locale } from 'shared';
import { afterEach, describe, expect, it } from 'vitest';
import bookingWizard from './islands/booking-wizard';
import { bookingCalendarFile } from './lib/booking-calendar';
import { BOOKING_STORAGE_KEY } from './lib/booking-storage';
import { catalogs } from './locales';
import beauty from './routes/beauty';
import booking from './routes/booking';

const messages = (locale: Locale) => messagesOf(locale, sharedCatalogs, catalogs);
const context = (locale: Locale) => routeContextFor(locale, messages(locale));

afterEach(() => sessionStorage.clear());

describe('booking in French and Spanish', () => {
  it('titles and describes its pages in the page’s language', () => {
    const immersion = beauty.head(undefined, context('fr'));
    expect(immersion.title).toBe('L’Immersion Noirelle\u00a0: quatre heures pour la peau, les cheveux et le maquillage');
    expect(immersion.description).toContain('Un rendez-vous par jour dans chaque maison');
    const reserve = booking.head(undefined, context('es'));
    expect(reserve.title).toBe('Reserve su experiencia');
    expect(reserve.description).toContain('elija su experiencia');
    expect(booking.search?.(context('es')).keywords).toBe('reservar cita reserva');
  });

  it('shows the summary of a booking in French: its words, its date and its prices', async () => {
    sessionStorage.setItem(
      BOOKING_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        step: 4,
        draft: { service: 'royal-hair-ritual', date: '2026-11-24', time: '14:30', addons: ['gold-mask'], name: 'Ama', email: 'ama@example.com', phone: '555', allergies: '', specialRequests: '' },
      }),
    );
    const Wizard = bookingWizard.Component;
    render(
      <MemoryRouter>
        <LocaleProvider locale="fr" messages={messages('fr')}>
          <Wizard />
        </LocaleProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Merci\u00a0!' })).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Récapitulatif de réservation' }));
    expect(summary.getByText('Royal Hair Ritual')).toHaveAttribute('translate', 'no');
    expect(summary.getByText('mardi 24 novembre 2026')).toBeInTheDocument();
    expect(summary.getByText('24K Gold Mask').closest('li')).toHaveTextContent('150 $US');
    expect(summary.getByText('700 $US')).toBeInTheDocument();
    expect(summary.getByText(/120 minutes/)).toHaveTextContent('120 minutes · 550 $US');
    expect(screen.getByRole('button', { name: 'Ajouter à l’agenda' })).toBeInTheDocument();
  });

  it('writes the calendar file in the page’s language', () => {
    const draft = { service: 'total-transformation', date: '2026-11-24', time: '14:30', addons: ['champagne'], name: '', email: '', phone: '', allergies: '', specialRequests: '' } as const;
    const file = bookingCalendarFile({ ...draft, addons: [...draft.addons] }, new Date('2026-11-21T10:00:00Z'), context('es').intl)!.replace(/\r\n /g, '');
    expect(file).toContain('SUMMARY:Noirelle: Total Transformation');
    expect(file).toContain('DESCRIPTION:Total Transformation\\, 4 horas.\\nComplementos: Champagne Service.\\nTotal: 1320\u00a0US$.');
    expect(file).toContain('DURATION:PT4H');
  });
});
