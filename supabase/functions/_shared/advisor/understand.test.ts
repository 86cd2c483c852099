import { describe, expect, it } from 'vitest';
import { SiteSearchIndex, type SearchDocument } from 'shared/search';
import { modelReading, reading } from './testing/readings.ts';
import { namedDocuments, PAGE_AT, understand } from './understand.ts';

const item = (id: string, title: string, price: string): SearchDocument => ({ id, kind: 'product', title, description: `${price} · ${title}.`, path: `/product/${id}`, facts: { price } });
// A shop of its own, nothing to do with the house's: a bakery.
const index = new SiteSearchIndex([
  item('rye', 'Dark Rye Sourdough Loaf', '$9'),
  item('brioche', 'Golden Butter Brioche Loaf', '$12'),
  item('bun', 'Cardamom Morning Bun', '$5'),
  { id: 'page:hours', kind: 'page', title: 'Opening Times', description: 'When the bakery opens.', path: '/hours' },
]);
const byId = (id: string) => index.documents().find((document) => document.id === id)!;

describe('namedDocuments', () => {
  it('finds a page by two words of its name, or its one word, misspelt by a letter', () => {
    expect(namedDocuments(index, 'is the sourdogh rye still warm').map((document) => document.id)).toEqual(['rye']);
    expect(namedDocuments(index, 'one cardamom bun please').map((document) => document.id)).toEqual(['bun']);
  });

  it('reads a word many names share as naming none of them', () => {
    expect(namedDocuments(index, 'a loaf for tonight')).toEqual([]);
  });
});

describe('understand', () => {
  it('takes the model’s page when it is sure enough', () => {
    expect(understand(modelReading(), index, reading('which loaf keeps best', { page: { brioche: PAGE_AT } }))).toEqual({ about: 'document', document: byId('brioche') });
  });

  it('takes a page the question names when the model is not sure, if it is among the model’s best', () => {
    const unsure = { page: { brioche: PAGE_AT - 0.1, rye: PAGE_AT - 0.2 } };
    expect(understand(modelReading(), index, reading('how big is the rye sourdough', unsure))).toEqual({ about: 'document', document: byId('rye') });
  });

  it('sets side by side two priced items the question names', () => {
    expect(understand(modelReading(), index, reading('cardamom bun or butter brioche, which costs less', { page: { rye: 0.9 } }))).toEqual({ about: 'comparison', documents: [byId('brioche'), byId('bun')] });
  });

  it('is sure of nothing when neither the model nor a name says', () => {
    expect(understand(modelReading(), index, reading('what do you recommend', { page: { hours: PAGE_AT - 0.01 } }))).toEqual({ about: 'nothing sure' });
  });

  it('reads a follow-up with the question before it', () => {
    const history = [
      { role: 'user' as const, content: 'tell me about the golden brioche loaf' },
      { role: 'assistant' as const, content: 'It is a butter brioche.' },
    ];
    expect(understand(modelReading(), index, reading('and how much is it'), history)).toEqual({ about: 'document', document: byId('brioche') });
  });

  it('ignores a page the model learned that the site no longer publishes', () => {
    expect(understand(modelReading(), index, reading('the seeded loaf', { page: { 'seeded-loaf': 0.9 } }))).toEqual({ about: 'nothing sure' });
  });
});
