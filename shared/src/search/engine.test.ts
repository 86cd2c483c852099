import { describe, expect, it } from 'vitest';
import { editDistance, queryTerms, SiteSearchIndex, type SearchDocument } from './engine';

const documents: SearchDocument[] = [
  { id: 'a', kind: 'product', title: 'Second Skin Foundation', description: 'A weightless foundation in 40 shades.', path: '/product/second-skin-foundation', keywords: 'Makeup product' },
  { id: 'b', kind: 'product', title: 'Nuit Absolue Cream', description: 'Our most indulgent night cream, for skin that turns ashy.', path: '/product/nuit-absolue-cream', keywords: 'Skin product' },
  { id: 'c', kind: 'product', title: 'Even Tone Concentrate', description: 'Softens the look of dark marks and hyperpigmentation. Apply twice a day.', path: '/product/even-tone-concentrate', keywords: 'Skin product' },
  { id: 'd', kind: 'location', title: 'Noirelle Paris', description: '68 Rue du Faubourg Saint-Honoré, 75008 Paris, France', path: '/local/paris-france', keywords: 'house salon Paris France', facts: { address: '68 Rue du Faubourg Saint-Honoré, 75008 Paris, France' } },
  { id: 'e', kind: 'location', title: 'Noirelle London', description: '14 Mount Street, Mayfair, London', path: '/local/london-uk', keywords: 'house salon London United Kingdom', facts: { address: '14 Mount Street, Mayfair, London W1K 2RF, United Kingdom' } },
];
const index = new SiteSearchIndex(documents);
const top = (query: string) => index.search(query, { limit: 1 })[0]?.document.path;

describe('editDistance', () => {
  it('counts a letter missing, added or swapped with the next as one mistake', () => {
    expect(editDistance('fondation', 'foundation', 2)).toBe(1);
    expect(editDistance('lipstik', 'lipstick', 1)).toBe(1);
    expect(editDistance('sunsrceen', 'sunscreen', 2)).toBe(1);
  });

  it('counts a key replaced by its keyboard neighbour, or a vowel by another, as one, and any other letter as two', () => {
    expect(editDistance('crean', 'cream', 1)).toBe(1);
    expect(editDistance('serim', 'serum', 1)).toBe(1);
    expect(editDistance('apple', 'apply', 1)).toBe(2);
  });
});

describe('SiteSearchIndex.terms', () => {
  it('corrects a word the site does not use to the nearest one it does, keeping its first letter', () => {
    expect(index.terms('fondation')).toEqual(['foundation']);
    expect(index.terms('nigth crean')).toEqual(['night', 'cream']);
  });

  it('corrects a word to the singular of a plural the copy writes', () => {
    const spots = new SiteSearchIndex([...documents, { id: 'h', kind: 'question', title: 'What fades dark spots?', description: 'Patience.', path: '/chat', keywords: 'spots' }]);
    expect(spots.terms('dark sopt')).toEqual(spots.terms('dark spots'));
    // Not a plural in -ies: "apple" is no mistyped "applie" of "applies".
    const applies = new SiteSearchIndex([...documents, { id: 'i', kind: 'product', title: 'Balm', description: 'Applies in one stroke.', path: '/product/balm', keywords: 'balm' }]);
    expect(applies.terms('apple')).toEqual(['apple']);
  });

  it('leaves alone a word that is being typed, a real word the copy does not use, and one with nothing near', () => {
    expect(index.terms('found')).toEqual(['found']);
    expect(index.terms('toner')).toEqual(['toner']);
    expect(index.terms('apple')).toEqual(['apple']);
    expect(index.terms('president')).toEqual(['president']);
  });

  it('reads a form of a common verb as that verb, never as a site word it looks like', () => {
    const maker = new SiteSearchIndex([...documents, { id: 'f', kind: 'article', title: 'The Maker', description: 'Meet the makers of our jars.', path: '/press/the-maker', keywords: 'press' }]);
    expect(maker.terms('each sunscreen I try makes my face grey')).not.toContain('maker');
    // Nor a word of buying and selling the copy does not use ("selling" is no "spelling").
    const spelling = new SiteSearchIndex([...documents, { id: 'g', kind: 'article', title: 'Spelling Bee', description: 'The spelling of shades.', path: '/press/spelling', keywords: 'press' }]);
    expect(spelling.terms('which names are you selling')).not.toContain(spelling.terms('spelling')[0]);
  });

  it('finds a document by what visitors call it, in their language, as it finds it by its copy', () => {
    const called: Record<string, string> = { b: 'moisturizer hydratant', c: 'melasma' };
    const published = documents.map((document) => (called[document.id] ? { ...document, visitorWords: called[document.id] } : document));
    const learned = new SiteSearchIndex(published);
    const first = (query: string) => learned.search(query, { limit: 1 })[0]?.document.path;
    expect(first('moisturiser')).toBe('/product/nuit-absolue-cream');
    expect(first('crème hydratante')).toBe('/product/nuit-absolue-cream');
    expect(first('melasma')).toBe('/product/even-tone-concentrate');
    // Without them, the copy alone: no page says "melasma". A trainer may measure other words in their place.
    expect(new SiteSearchIndex(documents).search('melasma')).toEqual([]);
    expect(new SiteSearchIndex(published, { visitorWords: {} }).search('melasma')).toEqual([]);
    expect(new SiteSearchIndex(documents, { visitorWords: called }).search('melasma', { limit: 1 })[0]?.document.path).toBe('/product/even-tone-concentrate');
    expect(top('fondation for deep skin')).toBe('/product/second-skin-foundation');
    // Chat fillers and feelings say nothing of what is asked.
    expect(queryTerms('bruh lol ngl I love looking at the lipstick')).toEqual(['lipstick']);
  });

  it('reads a plural as its singular, and an -ing word as its root, both at once', () => {
    expect(queryTerms('washings')).toEqual(queryTerms('washing'));
    expect(queryTerms('cleansings')).toEqual(queryTerms('cleansing'));
    expect(queryTerms('paintings rings')).toEqual(['paint', 'ring']);
    // Nouns that only end like a verb's -ing form keep it.
    expect(queryTerms('evening parking')).toEqual(['evening', 'parking']);
  });

  it('drops the chat spellings of function words and the adverbs that only colour a question', () => {
    expect(queryTerms('wat time dos u open')).toEqual(['time', 'open']);
    expect(queryTerms('is that actually basically booked')).toEqual(['booked']);
  });

  it('finds what a word starts from four letters, or from three as the last word still being typed', () => {
    expect(top('foun')).toBe('/product/second-skin-foundation');
    expect(top('nuit abs')).toBe('/product/nuit-absolue-cream');
    expect(index.search('abs.', { limit: 1 })).toEqual([]);
  });
});

describe('a title being typed', () => {
  it('ranks first the document whose title holds the query as typed, its last word unfinished', () => {
    const documents: SearchDocument[] = [
      { id: 'a', kind: 'page', title: 'Shade Finder', description: 'Find your shade.', path: '/shade-finder' },
      { id: 'b', kind: 'article', title: 'Beauty for Every Shade', description: 'Inclusivity is formulation, testing and who is in the room, in a long article.', path: '/press/every-shade' },
    ];
    const index = new SiteSearchIndex(documents);
    expect(index.search('every sha')[0]?.document.path).toBe('/press/every-shade');
    // Finished words are no title being typed: the ranking is the words'.
    expect(index.search('shade finder')[0]?.document.path).toBe('/shade-finder');
  });
});
