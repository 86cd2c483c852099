import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider, MemoryRouter, messagesOf, routeContextFor, sharedCatalogs, ToastRegion, type Locale } from 'shared';
import { describe, expect, it } from 'vitest';
import { clientQuotes, promises, values } from './data/about';
import { categories, categoryStories } from './data/catalogue';
import { es } from './data/copy/es';
import { fr } from './data/copy/fr';
import { scienceSection } from './data/home';
import { catalogueItems } from './data/items';
import { catalogueIn } from './data/localized';
import { serviceOfferings, whyChoose } from './data/offerings';
import { SHADES } from './data/shades';
import { catalogs } from './locales';
import CatalogueRoutes from './routes';
import product from './routes/product.$id';
import finder from './routes/shade-finder';
import skin from './routes/skin';

const messages = (locale: Locale) => messagesOf(locale, sharedCatalogs, catalogs);
const context = (locale: Locale) => routeContextFor(locale, messages(locale));

/** The toasts on a page in `locale`, as a visitor sees them. */
const toastsIn = (region: string) =>
  within(within(screen.getByRole('region', { name: region })).getByRole('list'))
    .queryAllByRole('listitem')
    .map((toast) => [...toast.querySelectorAll('p')].map((line) => line.textContent));

/** The catalogue's routes at `path` on a page in `locale`, as the build renders them. */
async function renderIn(locale: Locale, path: string) {
  await CatalogueRoutes.preload(path.split('?')[0]!);
  await act(async () => {
    render(
      <LocaleProvider locale={locale} messages={messages(locale)}>
        <MemoryRouter initialEntries={[path]}>
          <CatalogueRoutes />
          <ToastRegion />
        </MemoryRouter>
      </LocaleProvider>,
    );
  });
}

describe('the catalogue in French and Spanish', () => {
  it('describes a product in the page’s language, its name as it is, and an unknown one as not found', () => {
    const fr = context('fr');
    const head = product.head(product.data!({ id: 'even-tone-concentrate' }, fr), fr);
    expect(head.title).toBe('Even Tone Concentrate');
    expect(head.description).toMatch(/^Un concentré quotidien à 3\u00a0% d’acide tranexamique/);
    expect(product.head(product.data!({ id: 'nothing-here' }, context('es')), context('es'))).toMatchObject({
      title: 'Producto no encontrado',
      description: 'Este producto no forma parte de la colección.',
      robots: 'noindex, follow',
    });
    expect(skin.head(undefined, context('es')).title).toBe('Colección de piel para la belleza rica en melanina');
    expect(finder.head(undefined, context('fr')).description).toBe(
      'Trouvez votre teinte Second Skin Foundation en trois questions\u00a0: 40 teintes, dont 22 pour les peaux foncées et très foncées, selon la profondeur sur l’échelle Monk et le sous-ton.',
    );
  });

  it('shows a product page in French: its price as French writes it, its stock, its words, its name kept', async () => {
    await renderIn('fr', '/product/celestial-eye-palette');
    expect(await screen.findByRole('heading', { level: 1, name: 'Celestial Eye Palette' })).toBeInTheDocument();
    expect(screen.getByText('Celestial Eye Palette', { selector: '[translate="no"]' })).toBeInTheDocument();
    expect(screen.getByText(/^95\s\$US$/)).toBeInTheDocument();
    expect(screen.getByText('En stock')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bienfaits essentiels' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mode d’emploi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeInTheDocument();
  });

  it('adds a shade to the cart in Spanish, the toast in Spanish with the shade’s words', async () => {
    const user = userEvent.setup();
    await renderIn('es', '/product/second-skin-foundation');
    const shades = await screen.findByRole('group', { name: 'Tono' });
    expect(within(within(shades).getByRole('group', { name: 'Profundo, tono Monk 7' })).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(shades).getByRole('radio', { name: '9B Muy profundo azul-negro' }));
    await user.click(screen.getByRole('button', { name: 'Añadir a la cesta' }));
    expect(toastsIn('Notificaciones')).toEqual([['Second Skin Foundation, tono 9B Muy profundo azul-negro añadido a la cesta', 'Cantidad: 1']]);
  });

  it('books a service in French, with its duration and the booking toast in French', async () => {
    const user = userEvent.setup();
    await renderIn('fr', '/product/crown-restoration-ritual');
    expect(await screen.findByRole('heading', { name: 'Durée' })).toBeInTheDocument();
    expect(screen.getByText('3 à 4 heures')).toBeInTheDocument();
    await act(async () => user.click(screen.getByRole('button', { name: 'Prendre rendez-vous' })));
    expect(toastsIn('Notifications')).toEqual([['Demande de réservation envoyée', 'Notre conciergerie vous contactera pour fixer votre rendez-vous.']]);
  });

  it('filters the collection in Spanish, counting with plurals', async () => {
    const user = userEvent.setup();
    await renderIn('es', '/products?category=skin&type=service');
    expect(await screen.findByText('1 artículo')).toHaveRole('status');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Productos');
    expect(screen.getByRole('status')).toHaveTextContent('4 artículos');
    expect(screen.getByRole('link', { name: 'Restablecer filtros' })).toBeInTheDocument();
  });

  it('answers the shade finder in French, with the reason in French', async () => {
    await renderIn('fr', '/shade-finder?depth=8&sun=tans&jewellery=silver&veins=blue-purple');
    const result = await screen.findByRole('region', { name: 'Votre teinte' });
    expect(within(result).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '8B Profond intense bleu-noir',
      '7B Profond bleu-noir',
      '9B Très profond bleu-noir',
    ]);
    expect(result).toHaveTextContent('Votre profondeur est Monk 8 et votre sous-ton est bleu-noir : voici la teinte au sous-ton bleu-noir à cette profondeur.');
    expect(within(result).getByRole('link', { name: 'Choisir la teinte 8B de Second Skin Foundation' })).toHaveAttribute('href', '/product/second-skin-foundation?shade=8b');
  });

  it('has the copy of every item, offering, category and shade in each language, none of it left in English', () => {
    const english = new Set<string>([
      ...catalogueItems.flatMap((item) => [item.description, item.fullDescription, ...item.features, item.howToUse ?? '']),
      ...serviceOfferings.flatMap((offering) => [offering.description, offering.longDescription, ...offering.features]),
      ...categories.map((category) => category.description),
      ...Object.values(categoryStories).flatMap((story) => story.philosophy),
      ...values.map((value) => value.text),
      ...whyChoose.map((reason) => reason.text),
      ...clientQuotes.map((quote) => quote.quote),
      ...promises,
      ...scienceSection.paragraphs,
    ]);
    english.delete('');
    for (const [locale, copy] of [['fr', fr], ['es', es]] as const) {
      const text = catalogueIn(locale);
      // Lists are the same length as the English: a missing value or promise would drop one.
      expect(text.values).toHaveLength(values.length);
      expect(text.whyChoose).toHaveLength(whyChoose.length);
      expect(text.promises).toHaveLength(promises.length);
      expect(text.clientQuotes.map((quote) => quote.quote)).toHaveLength(clientQuotes.length);
      expect(copy.about.clientQuotes).toHaveLength(clientQuotes.length);
      expect(text.scienceSection.pillars).toHaveLength(scienceSection.pillars.length);
      for (const item of text.items) expect(item.features).toHaveLength(catalogueItems.find((candidate) => candidate.id === item.id)!.features.length);
      const shown = [
        ...text.items.flatMap((item) => [item.description, item.fullDescription, ...item.features, item.howToUse ?? '']),
        ...text.offerings.flatMap((offering) => [offering.description, offering.longDescription, ...offering.features]),
        ...text.categories.map((category) => category.description),
        ...Object.values(text.categoryStories).flatMap((story) => story.philosophy),
        ...text.values.map((value) => value.text),
        ...text.whyChoose.map((reason) => reason.text),
        ...text.clientQuotes.map((quote) => quote.quote),
        ...text.promises,
        ...text.scienceSection.paragraphs,
      ];
      expect(shown.filter((line) => english.has(line))).toEqual([]);
      expect(new Set(SHADES.map(text.shadeName)).size).toBe(SHADES.length);
      // Names stay names.
      expect(text.items.map((item) => item.name)).toEqual(catalogueItems.map((item) => item.name));
    }
  });
});
