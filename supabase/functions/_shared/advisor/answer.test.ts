import { describe, expect, it } from 'vitest';
import { SiteSearchIndex, type SearchDocument } from 'shared/search';
import { answer, passageFor } from './answer.ts';
import { modelReading, reading } from './testing/readings.ts';

// A page of its own, nothing to do with the house's: a bakery's loaf.
const loaf: SearchDocument = {
  id: 'rye',
  kind: 'product',
  title: 'Dark Rye Sourdough',
  description: '$9 · A dense rye loaf.',
  path: '/product/rye',
  body: 'It keeps for five days wrapped in linen. Slice it thin and toast it for breakfast. The starter is fed every morning at six.',
  facts: { price: '$9' },
};
const question: SearchDocument = { id: 'q', kind: 'question', title: 'Do you deliver?', description: 'Within the city, on weekdays.', path: '/help', facts: { answer: 'Within the city, on weekdays.' } };
const model = modelReading();
// A house of its own too: its page is mostly names (landmarks, services), and the ways to reach it.
const house: SearchDocument = {
  id: 'house',
  kind: 'location',
  title: 'Crumb Harbourside',
  description: '1 Quay Street, Harbourside · A bakery by the water.',
  path: '/local/harbourside',
  body: 'Old Lighthouse\nFish Market\nSourdough Workshop\nWedding Cake Tasting\nWhatsApp Crumb Harbourside on +1 555 0100.',
  facts: { address: '1 Quay Street, Harbourside', hours: 'Monday 07:00-15:00' },
};
const brioche: SearchDocument = { id: 'brioche', kind: 'product', title: 'Butter Brioche', description: '$7 · A soft loaf.', path: '/product/brioche', body: 'Best eaten on the day it is baked. Rich with butter and eggs from the farm.', facts: { price: '$7' } };
const index = new SiteSearchIndex([loaf, question, house, brioche]);

describe('passageFor', () => {
  it('quotes the sentences of the page that say what was asked', () => {
    expect(passageFor(model, index, loaf, reading('how many days does the rye sourdough keep'), { byWords: false })[0]).toMatch(/^It keeps for five days/);
  });

  it('quotes the summary when it answers best: a reply in French or Spanish gives no summary of its own', () => {
    expect(passageFor(model, index, loaf, reading('is the rye loaf dense'), { byWords: false })[0]).toBe('A dense rye loaf.');
  });

  it('quotes nothing when no sentence says enough of it', () => {
    expect(passageFor(model, index, loaf, reading('zzz qqq'), { byWords: false })).toEqual([]);
  });

  it('quotes the one line of a house that has the words asked: a service, a way to reach it', () => {
    expect(passageFor(model, index, house, reading('do you do a wedding cake tasting at harbourside'), { byWords: true })).toEqual(['Wedding Cake Tasting.']);
    expect(passageFor(model, index, house, reading('whatsapp for the harbourside bakery'), { byWords: true })).toEqual(['WhatsApp Crumb Harbourside on +1 555 0100.']);
  });

  it('quotes nothing of a house asked only where it is: its name, its address and "house" are no question', () => {
    expect(passageFor(model, index, house, reading('where is the harbourside house'), { byWords: true })).toEqual([]);
    expect(passageFor(model, index, house, reading('crumb salon on quay street'), { byWords: true })).toEqual([]);
  });
});

describe('answer', () => {
  it('answers an FAQ with its own answer, and any other page with its passage', () => {
    expect(answer(model, index, reading('delivery?'), { about: 'document', document: question })).toEqual({ says: 'document', document: question, passage: ['Within the city, on weekdays.'] });
    expect(answer(model, index, reading('when is the starter fed'), { about: 'document', document: loaf })).toMatchObject({ says: 'document', document: loaf, passage: expect.arrayContaining([expect.stringContaining('fed every morning')]) });
  });

  it('sets items side by side, each with the one sentence of its page that has the words asked, if one has them', () => {
    const compared = { about: 'comparison' as const, documents: [loaf, brioche] };
    expect(answer(model, index, reading('rye sourdough or butter brioche, which keeps five days'), compared)).toEqual({ says: 'comparison', documents: [loaf, brioche], passages: [['It keeps for five days wrapped in linen.'], []] });
    expect(answer(model, index, reading('compare the rye sourdough and the butter brioche'), compared)).toEqual({ says: 'comparison', documents: [loaf, brioche], passages: [[], []] });
  });

  it('cannot look without the site’s pages, and is sure of nothing when nothing was understood', () => {
    expect(answer(model, null, reading('anything'), null)).toEqual({ says: 'cannot look' });
    expect(answer(model, index, reading('anything'), { about: 'nothing sure' })).toEqual({ says: 'nothing sure' });
  });
});

describe('passageFor, with what training taught', () => {
  it('quotes a sentence that answered questions like this one, though it shares none of its words', () => {
    const taught = modelReading({}, { 'the starter is fed every morning at six': ['what hour does mother dough get woken', 'when does mother dough wake up'] });
    expect(passageFor(modelReading(), index, loaf, reading('when does mother dough get woken'), { byWords: false })).toEqual([]);
    expect(passageFor(taught, index, loaf, reading('when does mother dough get woken'), { byWords: false })).toEqual(['The starter is fed every morning at six.']);
  });
});
