import { describe, expect, it } from 'vitest';
import { SiteSearchIndex, type SearchDocument } from 'shared/search';
import { modelReading, reading, understanding } from './testing/readings.ts';
import { LEAD_AT, LEADING_PAGE_AT, namedDocuments, PAGE_AT, understand } from './understand.ts';

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

  it('reads a one-word name another name shares as naming only the page named in full', () => {
    // "bread" is in three names, so the Dark Bread's one word of its own is "dark", which the rye's name has too.
    const shop = new SiteSearchIndex([item('rye', 'Dark Rye Sourdough Loaf', '$9'), item('dark', 'Dark Bread', '$6'), item('seeded', 'Seeded Bread', '$7'), item('white', 'White Bread', '$4')]);
    expect(namedDocuments(shop, 'tell me about the dark rye loaf').map((document) => document.id)).toEqual(['rye']);
  });
});

describe('understand', () => {
  it('gives a greeting the kind head finds likeliest the introduction, even beside a page it is sure of', () => {
    const greeting = { kind: { greeting: 0.4, answer: 0.35, decline: 0.25 }, page: { brioche: 0.9 } };
    expect(understand(modelReading(), index, reading('good morning bakers', greeting))).toEqual({ about: 'topic', topic: 'about:advisor' });
    const question = { kind: { answer: 0.5, greeting: 0.45 }, page: { brioche: 0.9 } };
    expect(understand(modelReading(), index, reading('morning, is the brioche out', question))).toEqual({ about: 'document', document: byId('brioche') });
  });

  it('takes the model’s page when it is sure enough', () => {
    expect(understand(modelReading(), index, reading('which loaf keeps best', { page: { brioche: PAGE_AT } }))).toEqual({ about: 'document', document: byId('brioche') });
  });

  it('names no page the model is not sure of, even one the question seems to name', () => {
    const unsure = { page: { rye: PAGE_AT - 0.01, brioche: PAGE_AT - 0.2 } };
    expect(understand(modelReading(), index, reading('how big is the rye sourdough', unsure))).toEqual({ about: 'nothing sure' });
  });

  it('takes a page it is less sure of when that page clearly leads every other', () => {
    const leading = { page: { brioche: LEADING_PAGE_AT, rye: LEADING_PAGE_AT - LEAD_AT - 0.01 } };
    expect(understand(modelReading(), index, reading('which loaf keeps best', leading))).toEqual({ about: 'document', document: byId('brioche') });
    const close = { page: { brioche: LEADING_PAGE_AT, rye: LEADING_PAGE_AT - LEAD_AT + 0.01 } };
    expect(understand(modelReading(), index, reading('which loaf keeps best', close))).toEqual({ about: 'nothing sure' });
  });

  it('is as unsure of a page as of the question asking for an answer at all', () => {
    const sureOfPage = { page: { brioche: 0.9 } };
    expect(understand(modelReading(), index, reading('which loaf keeps best', { ...sureOfPage, kind: { answer: 0.55, decline: 0.4 } }))).toEqual({ about: 'document', document: byId('brioche') });
    expect(understand(modelReading(), index, reading('which loaf keeps best', { ...sureOfPage, kind: { answer: 0.3, decline: 0.45 } }))).toEqual({ about: 'nothing sure' });
  });

  it('names no page when the question is likelier one to decline than one about that page', () => {
    const page = { page: { brioche: 0.8 } };
    // 0.55 x 0.8 = 0.44: sure enough of the page, but less than of declining.
    expect(understand(modelReading(), index, reading('which loaf keeps best', { ...page, kind: { answer: 0.55, decline: 0.45 } }))).toEqual({ about: 'nothing sure' });
    expect(understand(modelReading(), index, reading('which loaf keeps best', { ...page, kind: { answer: 0.6, decline: 0.4 } }))).toEqual({ about: 'document', document: byId('brioche') });
  });

  it('sets side by side two priced items the question names', () => {
    expect(understand(modelReading(), index, reading('cardamom bun or butter brioche, which costs less', { page: { rye: 0.9 } }))).toEqual({ about: 'comparison', documents: [byId('brioche'), byId('bun')] });
  });

  it('is sure of nothing when neither the model nor a name says', () => {
    expect(understand(modelReading(), index, reading('what do you recommend', { page: { hours: PAGE_AT - 0.01 } }))).toEqual({ about: 'nothing sure' });
  });

  it('reads a follow-up with the question before it', () => {
    // A model sure of the brioche only when the brioche is named.
    const model = { ...modelReading(), read: (text: string) => understanding(text, { page: text.includes('brioche') ? { brioche: 0.9 } : {} }) };
    const history = [
      { role: 'user' as const, content: 'tell me about the golden brioche loaf' },
      { role: 'assistant' as const, content: 'It is a butter brioche.' },
    ];
    expect(understand(model, index, { text: 'and how much is it', language: 'en', model: model.read('and how much is it') }, history)).toEqual({ about: 'document', document: byId('brioche') });
    expect(understand(model, index, { text: 'and how much is it', language: 'en', model: model.read('and how much is it') })).toEqual({ about: 'nothing sure' });
  });

  it('is sure of a page its documents are sure of together, and answers from the likeliest of them', () => {
    const counter = new SiteSearchIndex([
      { id: 'scone', kind: 'service', title: 'Cream Tea', description: '$8 · Scones and tea.', path: '/counter', facts: { price: '$8' } },
      { id: 'tart', kind: 'service', title: 'Lemon Tart Plate', description: '$6 · A slice.', path: '/counter', facts: { price: '$6' } },
      { id: 'counter', kind: 'page', title: 'The Counter', description: 'What the counter serves.', path: '/counter' },
    ]);
    const split = { page: { tart: PAGE_AT / 2 + 0.01, scone: PAGE_AT / 2, counter: 0.05 } };
    expect(understand(modelReading(), counter, reading('something sweet at the counter', split))).toEqual({ about: 'document', document: counter.documents()[1] });
    expect(understand(modelReading(), index, reading('something sweet', { page: { rye: PAGE_AT / 2, brioche: PAGE_AT / 2 } }))).toEqual({ about: 'nothing sure' });
    // The item the question names, when the page holds it, whichever the model leans to; on the
    // page, a word of its name that no other item there has names it.
    expect(understand(modelReading(), counter, reading('is the cream tea enough for two', split))).toEqual({ about: 'document', document: counter.documents()[0] });
    expect(understand(modelReading(), counter, reading('a lemon something to share', { page: { scone: 0.3, tart: 0.05, counter: 0.2 } }))).toEqual({ about: 'document', document: counter.documents()[1] });
    expect(understand(modelReading(), counter, reading('two scones with tea', { page: { tart: 0.3, scone: 0.05, counter: 0.2 } }))).toEqual({ about: 'document', document: counter.documents()[0] });
  });

  it('holds each frequently asked question to its own likelihood, not its page’s', () => {
    const questions = (['deliver', 'gluten', 'order', 'keep'] as const).map((topic): SearchDocument => ({ id: `faq:${topic}`, kind: 'question', title: `About ${topic}?`, description: 'An answer.', path: '/help', facts: { answer: `About ${topic}: an answer.` } }));
    const shop = new SiteSearchIndex([...index.documents(), ...questions]);
    // Doubt spread over the help page's questions adds up to no page: each answers alone.
    const spread = { page: { 'faq:deliver': 0.15, 'faq:gluten': 0.15, 'faq:order': 0.15, 'faq:keep': 0.15, rye: 0.3 } };
    expect(understand(modelReading(), shop, reading('something for a picnic', spread))).toEqual({ about: 'nothing sure' });
    expect(understand(modelReading(), shop, reading('do you deliver', { page: { 'faq:deliver': PAGE_AT } }))).toEqual({ about: 'document', document: questions[0] });
  });

  it('ignores a page the model learned that the site no longer publishes', () => {
    expect(understand(modelReading(), index, reading('the seeded loaf', { page: { 'seeded-loaf': 0.9 } }))).toEqual({ about: 'nothing sure' });
  });
});
