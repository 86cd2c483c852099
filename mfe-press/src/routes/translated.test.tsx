import { act, render, screen, within } from '@testing-library/react';
import { LocaleProvider, MemoryRouter, messagesOf, routeContextFor, sharedCatalogs, type TranslatedLocale } from 'shared';
import { describe, expect, it } from 'vitest';
import { articleIn } from '../data/article-copy';
import { articles } from '../data/articles';
import { catalogs } from '../locales';
import PressRoutes from '../routes';
import pressRoute from './press';
import privacyRoute from './privacy';
import termsRoute from './terms';
import articleRoute from './press.$slug';

const contextIn = (locale: TranslatedLocale) => routeContextFor(locale, messagesOf(locale, sharedCatalogs, catalogs));

/** The press's routes at `path` on a page in `locale`: under its prefix, with its words, as the build renders them. */
async function renderIn(locale: TranslatedLocale, path: string) {
  await PressRoutes.preload(path.split('?')[0]!);
  await act(async () => {
    render(
      <LocaleProvider locale={locale} messages={messagesOf(locale, sharedCatalogs, catalogs)}>
        <MemoryRouter basename={`/${locale}`} initialEntries={[`/${locale}${path}`]}>
          <PressRoutes />
        </MemoryRouter>
      </LocaleProvider>,
    );
  });
}

describe('the press in French and Spanish', () => {
  it('heads its pages in the page’s language', () => {
    const fr = contextIn('fr');
    expect(privacyRoute.head(undefined as never, fr)).toMatchObject({ title: 'Politique de confidentialité', canonicalPath: '/privacy' });
    expect(termsRoute.head(undefined as never, contextIn('es')).title).toBe('Condiciones de uso');
    expect(pressRoute.head(undefined as never, contextIn('es')).description).toMatch(/^Noticias, ensayos y anuncios de Noirelle/);
    const gloss = articleIn(articles.find((article) => article.slug === 'the-lip-gloss-economy')!, 'fr');
    const head = articleRoute.head(gloss, fr);
    // The article stays in English (its title); what a search result says of it is in French.
    expect(head.title).toBe('The Lip Gloss Economy: Small Luxuries, Deep Skin | Noirelle');
    expect(head.description).toMatch(/^Pourquoi les petits luxes/);
  });

  it('gives every article its words in both languages', () => {
    for (const locale of ['fr', 'es'] as const) {
      for (const article of articles) expect(articleIn(article, locale).cover_alt).not.toBe(article.cover_alt);
    }
  });

  it('shows a legal page translated, saying the English prevails, with a link to it', async () => {
    await renderIn('fr', '/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(screen.getByText('Seule la version anglaise fait foi.', { exact: false })).toBeInTheDocument();
    const english = screen.getByRole('link', { name: 'Lire la version anglaise' });
    expect(english).toHaveAttribute('href', '/privacy');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(screen.getByText('24 mars 2025', { selector: 'time' })).toHaveAttribute('dateTime', '2025-03-24');
    const contents = within(screen.getByRole('navigation', { name: 'Sommaire' })).getAllByRole('link');
    expect(contents[0]).toHaveTextContent('Les données que nous collectons');
  });

  it('shows an article in English, framed in the page’s language, its links under the prefix', async () => {
    await renderIn('es', '/press/the-lip-gloss-economy');
    const title = await screen.findByRole('heading', { level: 1, name: 'The Lip Gloss Economy' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Este artículo está disponible en inglés.')).toBeInTheDocument();
    expect(screen.getByText('26 de febrero de 2025')).toHaveAttribute('dateTime', '2025-02-26');
    expect(screen.getByText('7 min de lectura')).toBeInTheDocument();
    // A tag's label is Spanish; its value in the address stays the English word.
    expect(screen.getByRole('link', { name: 'Lujo' })).toHaveAttribute('href', '/es/press?tag=Luxury');
    expect(screen.getByRole('link', { name: 'Paris' })).toHaveAttribute('href', '/es/local/paris-france');
    expect(screen.getByRole('heading', { name: 'Lo esencial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver a Prensa/ })).toHaveAttribute('href', '/es/press');
  });

  it('lists the articles with French filters, sorted as they read', async () => {
    await renderIn('fr', '/press');
    const bar = await screen.findByRole('group', { name: 'Filtrer les articles par thème' });
    const chips = within(bar).getAllByRole('link').map((chip) => chip.textContent);
    expect(chips.slice(0, 3)).toEqual(['Tous', 'Actifs numériques', 'Communauté']);
    expect(screen.getByText('Nos articles sont disponibles en anglais.')).toBeInTheDocument();
  });
});
