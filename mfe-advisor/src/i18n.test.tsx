import { act, render, screen, within } from '@testing-library/react';
import { brand, intlFor, LocaleProvider, MemoryRouter, messagesOf, routeContextFor, sharedCatalogs, type Locale } from 'shared';
import { describe, expect, it, vi } from 'vitest';
import InterestSection from './components/InterestSection';
import { beautyFaqs, chatFaqs } from './data/faqs';
import { copyIn } from './data/copy';
import { failedRegistrationToast } from './lib/interest';
import { catalogs } from './locales';
import AdvisorRoutes from './routes';
import chat from './routes/chat';
import contact from './routes/contact';

// /chat's chat reads its history as it starts: an empty one, from no backend.
vi.mock('./lib/backend', () => ({ backend: () => ({ functions: { invoke: () => Promise.resolve({ data: { messages: [] }, error: null }) } }) }));

const messages = (locale: Locale) => messagesOf(locale, sharedCatalogs, catalogs);
const context = (locale: Locale) => routeContextFor(locale, messages(locale));

/** The advisor's routes at `path` on a page in `locale`, as the build renders them. */
async function renderIn(locale: Locale, path: string) {
  await AdvisorRoutes.preload(path);
  await act(async () => {
    render(
      <LocaleProvider locale={locale} messages={messages(locale)}>
        <MemoryRouter initialEntries={[path]}>
          <AdvisorRoutes />
        </MemoryRouter>
      </LocaleProvider>,
    );
  });
}

describe('the advisor in French and Spanish', () => {
  it('titles /chat and /contact in the page’s language, with its questions and answers and its reply hours', () => {
    const faq = chat.head(undefined, context('fr'));
    expect(faq.title).toBe('Conseillère beauté IA');
    expect(faq.description).toContain('la conseillère beauté IA de Noirelle');
    const [page] = faq.jsonLd as unknown as [{ '@id': string; mainEntity: { name: string }[] }];
    expect(page['@id']).toBe(`${brand.siteUrl}/fr/chat#faq`);
    expect(page.mainEntity.map((question) => question.name)).toEqual([...copyIn('fr').chatFaqs, ...copyIn('fr').beautyFaqs].map((question) => question.question));
    expect(page.mainEntity[0]!.name).toBe('Qu’est-ce que Noirelle\u00a0?');

    const reach = contact.head(undefined, context('es'));
    expect(reach.title).toBe('Contacto');
    expect(reach.description).toBe(
      'Contacte con Noirelle: nuestra conserjería responde en un plazo de 24 horas, por teléfono de lunes a viernes, de 9:00 a 18:00, hora del Este, y por correo electrónico, en inglés, francés y español. Las consultas sobre los cuatro dominios de belleza son bienvenidas.',
    );
    expect(contact.search?.(context('es')).body).toContain(`Escriba a nuestra conserjería a ${brand.email.concierge}.`);
  });

  it('has every question and answer in each language, none of them left in English', () => {
    for (const locale of ['fr', 'es'] as const) {
      const copy = copyIn(locale);
      expect(copy.chatFaqs).toHaveLength(chatFaqs.length);
      expect(copy.beautyFaqs).toHaveLength(beautyFaqs.length);
      const english = new Set<string>([...chatFaqs, ...beautyFaqs].flatMap((faq) => [faq.question, faq.answer]));
      for (const faq of [...copy.chatFaqs, ...copy.beautyFaqs]) {
        expect(english.has(faq.question)).toBe(false);
        expect(english.has(faq.answer)).toBe(false);
      }
    }
  });

  it('shows /contact in French: its form, the words the boot script says, the houses by name, the hours in 24-hour time', async () => {
    await renderIn('fr', '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Parler à Noirelle' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Écrivez-nous' });
    expect(within(form).getByLabelText(/^Objet/)).toBeRequired();
    expect(within(form).getAllByRole('option').map((option) => option.textContent)).toEqual(['Demande générale', 'Achat des noms de domaine', 'Proposition de partenariat', 'Projet d’investissement', 'Proposition de licence']);
    expect(within(form).getByRole('button', { name: 'Envoyer le message' })).toHaveAttribute('data-busy-label', 'Envoi en cours…');
    expect(form).toHaveAttribute('data-missing-message', 'Merci de remplir tous les champs obligatoires.');
    expect(form).toHaveAttribute('data-failed-message', `Nous sommes désolés, une erreur est survenue lors de l’envoi de votre message. Merci de réessayer ou de nous écrire directement à ${brand.email.concierge}.`);
    expect(screen.getByText('Du lundi au vendredi, de 9 h à 18 h, heure de l’Est')).toBeInTheDocument();
    const houses = within(screen.getByRole('region', { name: 'Nos neuf maisons' }));
    expect(houses.getByRole('link', { name: /Milan, Italie/ })).toHaveAttribute('href', '/local/milan-italy');
    expect(houses.getByText('Quebec City, QC')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('link', { name: brand.email.acquisitions })).toHaveAttribute('translate', 'no');
  });

  it('shows /chat in Spanish: the headline named in full, the advisor by name, the questions', async () => {
    await renderIn('es', '/chat');
    expect(screen.getByRole('heading', { level: 1, name: 'Adquirir noirelle.beauty, noirelle.skin, noirelle.hair y noirelle.makeup' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `Conversar con ${brand.advisorName}` })).toBeInTheDocument();
    expect(screen.getByRole('log', { name: `Conversación con ${brand.advisorName}` })).toHaveTextContent(`Hola, soy ${brand.advisorName}.`);
    expect(screen.getByPlaceholderText(`Haga una pregunta de belleza a ${brand.advisorName}`)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Preguntas frecuentes' })).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('¿Qué es Noirelle?');
  });

  it('registers interest in French on the home page, the domains marked as names there and only there', () => {
    const { unmount } = render(
      <LocaleProvider locale="fr" messages={messages('fr')}>
        <InterestSection />
      </LocaleProvider>,
    );
    const section = within(screen.getByRole('region', { name: 'Acquérir les 4 actifs numériques de Noirelle' }));
    expect(section.getByRole('button', { name: 'Manifester mon intérêt' })).toBeInTheDocument();
    expect(section.getByPlaceholderText('Votre adresse e-mail')).toBeInTheDocument();
    expect(section.getByText('noirelle.skin')).toHaveAttribute('translate', 'no');
    unmount();
    render(<InterestSection />);
    expect(screen.getByText('noirelle.skin')).not.toHaveAttribute('translate');
  });

  it('says when to try again in the visitor’s language, one second or many', () => {
    expect(failedRegistrationToast(42, intlFor('fr', messages('fr')))).toEqual({
      title: 'Échec de l’enregistrement',
      description: 'Trop de tentatives pour le moment. Merci de réessayer dans 42\u00a0secondes.',
      variant: 'destructive',
    });
    expect(failedRegistrationToast(1, intlFor('es', messages('es'))).description).toBe('Demasiados intentos por ahora. Vuelva a intentarlo dentro de 1 segundo.');
    expect(failedRegistrationToast(150, intlFor('es', messages('es'))).description).toBe('Demasiados intentos por ahora. Vuelva a intentarlo dentro de 3 minutos.');
  });
});
