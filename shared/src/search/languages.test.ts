import { describe, expect, it } from 'vitest';
import { ENGLISH, queryTerms, SiteSearchIndex, type SearchDocument } from './engine';
import { SEARCH_LANGUAGES } from './languages';

const french: SearchDocument[] = [
  { id: 'a', kind: 'product', title: 'Velvet Lip', description: 'Rouge à lèvres velours, couleur intense.', path: '/product/velvet-lip' },
  { id: 'b', kind: 'product', title: 'Second Skin', description: 'Fond de teint fluide, toutes carnations.', path: '/product/second-skin' },
  { id: 'c', kind: 'product', title: 'Daily Shield', description: 'Crème solaire invisible, sans trace blanche.', path: '/product/daily-shield' },
];
const spanish: SearchDocument[] = [
  { id: 'a', kind: 'product', title: 'Velvet Lip', description: 'Labial aterciopelado, color intenso.', path: '/product/velvet-lip' },
  { id: 'c', kind: 'product', title: 'Daily Shield', description: 'Protector solar invisible, sin rastro blanco.', path: '/product/daily-shield' },
];

const found = (index: SiteSearchIndex, query: string) => index.search(query).map((ranked) => ranked.document.id);

describe('site search in French and Spanish', () => {
  it('reads a French query with French stems and stop words: plurals, accents left off, "de" and "à" saying nothing', () => {
    const index = new SiteSearchIndex(french, { language: SEARCH_LANGUAGES.fr });
    expect(found(index, 'rouges a levres')).toEqual(['a']);
    expect(found(index, 'fonds de teint')[0]).toBe('b');
    expect(found(index, 'crèmes solaires')).toEqual(['c']);
    expect(queryTerms('le fond de teint', { language: SEARCH_LANGUAGES.fr })).toEqual(['fond', 'teint']);
  });

  it('reads a Spanish query with Spanish stems and stop words', () => {
    const index = new SiteSearchIndex(spanish, { language: SEARCH_LANGUAGES.es });
    expect(found(index, 'labiales')).toEqual(['a']);
    expect(found(index, 'protectores solares para la cara')[0]).toBe('c');
    // How long a product lasts is what a visitor asks: "horas" and "días" are no stop words here.
    expect(queryTerms('cuántas horas dura', { language: SEARCH_LANGUAGES.es })).toContain('hor');
  });

  it('corrects a typo against the copy of its language', () => {
    const index = new SiteSearchIndex(french, { language: SEARCH_LANGUAGES.fr });
    expect(found(index, 'solaiire')).toEqual(['c']);
  });

  it('keeps English as it was: the default', () => {
    expect(SEARCH_LANGUAGES.en).toBe(ENGLISH);
    expect(queryTerms('washing the lipsticks')).toEqual(['wash', 'lipstick']);
  });
});
