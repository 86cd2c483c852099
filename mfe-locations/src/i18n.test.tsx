import { render, screen, within } from '@testing-library/react';
import { LocaleProvider, MemoryRouter, messagesOf, routeContextFor, sharedCatalogs, type Locale } from 'shared';
import { showTime } from 'shared/house-clock';
import { describe, expect, it } from 'vitest';
import { catalogs } from './locales';
import city from './routes/local.$slug';
import index from './routes/local';

const messages = (locale: Locale) => messagesOf(locale, sharedCatalogs, catalogs);
const context = (locale: Locale) => routeContextFor(locale, messages(locale));

/** A city's page as the build renders it in `locale`: its router under the language's prefix. */
function renderCity(slug: string, locale: Locale) {
  const data = city.data!({ slug }, context(locale))!;
  return render(
    <MemoryRouter basename={`/${locale}`} initialEntries={[`/${locale}/local/${slug}`]}>
      <LocaleProvider locale={locale} messages={messages(locale)}>
        <city.Page data={data} />
      </LocaleProvider>
    </MemoryRouter>,
  );
}

describe('the houses in French and Spanish', () => {
  it('title and describe their pages in the page’s language', () => {
    const all = index.head(undefined, context('fr'));
    expect(all.title).toBe('Nos maisons');
    expect(index.search?.(context('es')).keywords).toBe('todas las ciudades');
    expect(all.description).toBe('Les salons et spas Noirelle dans 9 villes\u00a0: Paris, New York, Milan, London, Houston, Atlanta, Quebec City, Toronto, Los Angeles. Un service client dans le monde entier.');
    const { location } = city.data!({ slug: 'milan-italy' }, context('es'))!;
    const head = city.head({ location, others: [] }, context('es'));
    expect(head.title).toBe('Belleza de lujo en Milan');
    expect(head.description).toMatch(/^Noirelle Milan\. Un atelier en una calle empedrada en el corazón de Brera/);
    expect(head.image?.alt).toBe('El perfil de Milan al atardecer, dibujado en línea dorada');
  });

  it('show a house in French: its name and address as they are, its hours on the 24-hour clock, its links under /fr', () => {
    renderCity('paris-france', 'fr');
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('Paris, France')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('68 Rue du Faubourg Saint-Honoré, 75008 Paris')).toHaveAttribute('translate', 'no');
    const glance = within(screen.getByRole('region', { name: 'Paris en un coup d’œil' }));
    expect(glance.getByText('Horaires du jour')).toBeInTheDocument();
    expect(glance.getByText('Heure de Paris')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /lundi/ })).toHaveTextContent('10:00 – 20:00');
    expect(screen.getByRole('row', { name: /jeudi/ })).toHaveTextContent('09:30 – 21:00');
    expect(screen.getByRole('link', { name: 'Réserver à Paris' })).toHaveAttribute('href', '/fr/booking');
    expect(screen.getByRole('link', { name: 'rituels de soin' })).toHaveAttribute('href', '/fr/skin');
    expect(screen.getByRole('heading', { level: 2, name: 'Une lettre de notre directrice à Paris' })).toBeInTheDocument();
    expect(screen.getByText('Palais de l’Élysée')).toHaveAttribute('translate', 'no');
  });

  it('let the house clock say open or closed, and today, in Spanish', () => {
    const { container } = renderCity('los-angeles-ca', 'es');
    const [today, week] = [...container.querySelectorAll('house-clock')];
    const house = { timezone: 'America/Los_Angeles', hours: JSON.parse(today!.getAttribute('hours')!) as never };
    // Monday 15:30 in Los Angeles, then Monday 22:30.
    showTime(today!, house, new Date('2026-03-02T23:30:00Z'));
    showTime(week!, house, new Date('2026-03-02T23:30:00Z'));
    expect(today).toHaveTextContent('Abierto');
    expect(within(week as HTMLElement).getByRole('row', { name: /lunes/ })).toHaveTextContent('Hoy');
    expect(JSON.parse(today!.querySelector('[data-hours-text]')!.getAttribute('data-hours-text')!)).toMatchObject({ monday: '09:00 – 21:00', sunday: '10:00 – 18:00' });
    showTime(today!, house, new Date('2026-03-03T06:30:00Z'));
    expect(today).toHaveTextContent('Cerrado');
  });
});
