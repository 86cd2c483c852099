import { describe, expect, it } from 'vitest';
import { sharedCatalogs, SOURCE_LOCALE, type Locale } from 'shared';
import { errorScreenHtml, firstViewFrame, remoteFallbackHtml, toasterHtml } from './frame';
import { catalogs as shellCatalogs } from '../locales';

/** What a visitor reads or hears of a frame: its text and its names, entities read. */
const readable = (html: string) =>
  [...html.matchAll(/>([^<]+)</g), ...html.matchAll(/(?:aria-label|title|alt)="([^"]*)"/g)].map(([, text]) => text!.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')).join('\n');

/** The chrome's English sentences and labels with no argument: none may show on a French or Spanish page. */
const englishWords = Object.values({ ...sharedCatalogs.en, ...shellCatalogs.en }).filter((text) => !text.includes('{') && text.length > 3);
const frames = (locale: Locale) =>
  [firstViewFrame('/skin', 'catalogue', { locale }), toasterHtml(locale), remoteFallbackHtml('page', '/skin', locale), errorScreenHtml('/skin', locale)].map(readable).join('\n');

describe('the chrome in each language', () => {
  it('speaks English on an English page, as the code writes it', () => {
    const text = frames(SOURCE_LOCALE);
    for (const words of ['Skip to content', 'Shopping bag', 'All Locations', 'Milan, Italy', 'Client care worldwide in English, French and Spanish.', 'Unexpected Application Error!', 'Close notification']) expect(text).toContain(words);
  });

  it.each(['fr', 'es'] as const)('shows no English label or sentence on a %s page', (locale) => {
    const text = frames(locale).split('\n');
    // A word the two languages share ("Contact", "Immersion", "Notifications") is the same word, not English left over.
    const shared = new Set(Object.entries({ ...sharedCatalogs[locale], ...shellCatalogs[locale] }).filter(([id, translated]) => ({ ...sharedCatalogs.en, ...shellCatalogs.en })[id] === translated).map(([, text]) => text));
    expect(englishWords.filter((words) => !shared.has(words) && text.some((line) => line.trim() === words || (words.includes(' ') && line.includes(words))))).toEqual([]);
  });

  it('names countries and languages in the page language', () => {
    expect(readable(firstViewFrame('/', 'shell', { locale: 'fr' }))).toContain('Milan, Italie');
    expect(readable(firstViewFrame('/', 'shell', { locale: 'fr' }))).toContain('en anglais, français et espagnol.');
    expect(readable(firstViewFrame('/', 'shell', { locale: 'es' }))).toContain('London, Reino Unido');
  });
});

describe('the language switcher and the offer of another language', () => {
  const switches = (html: string) => [...html.matchAll(/<a href="([^"]*)" hrefLang="(\w+)" lang="\w+" data-locale-switch="\w+"(?: aria-current="true")?/g)].map(([whole, href, lang]) => `${lang} ${href}${whole.includes('aria-current') ? ' (current)' : ''}`);

  it('links the same page with the same query in each language it is published in, in the header, the menu and the footer', () => {
    const html = firstViewFrame('/products', 'catalogue', { locale: 'fr', alternates: ['en', 'fr', 'es'], query: '?category=skin' });
    expect(switches(html)).toEqual(Array(3).fill(['en /products?category=skin', 'fr /fr/products?category=skin (current)', 'es /es/products?category=skin']).flat());
    // Each language named in itself.
    expect(readable(html)).toMatch(/English\nFrançais\nEspañol/);
  });

  it('offers each other language in a hidden line in that language, for the boot script to show', () => {
    const html = firstViewFrame('/products', 'catalogue', { locale: 'en', alternates: ['en', 'fr', 'es'] });
    expect(html).toMatch(/<p lang="fr" hidden="" data-locale-offer="fr"[^>]*><span>Cette page existe aussi en français\.<\/span>/);
    expect(html).toMatch(/<p lang="es" hidden="" data-locale-offer="es"[^>]*><span>Esta página también está en español\.<\/span>/);
    expect(html).not.toContain('data-locale-offer="en"');
  });

  it('shows neither on a page published in one language', () => {
    const html = firstViewFrame('/products', 'catalogue');
    expect(html).not.toContain('data-locale-switch');
    expect(html).not.toContain('data-locale-offer');
  });
});
