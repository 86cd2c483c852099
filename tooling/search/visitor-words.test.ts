import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument } from 'shared/search';
import { siteSearchDocumentsByApp } from './site-documents';
import { learnVisitorWords, visitorWordsFiles, visitorWordsPath } from './visitor-words';

// A shop of its own, nothing to do with the house's: a kettle and a teapot.
const documents: SearchDocument[] = [
  { id: 'shop:kettle', kind: 'product', title: 'Copper Kettle', description: 'Boils water on any hob.', path: '/kettle' },
  { id: 'shop:teapot', kind: 'product', title: 'Stoneware Teapot', description: 'Brews loose leaf tea.', path: '/teapot' },
];
const options = { minSupport: 2, minPrecision: 0.5, queryWeight: 3 };

describe('learnVisitorWords', () => {
  it('learns for a document the words visitors used for it that its copy does not use', () => {
    const asked = ['a bouilloire please', 'bouilloire in copper', 'kettle for the stove'].map((text) => ({ text, id: 'shop:kettle', weight: 1 }));
    expect(learnVisitorWords(asked, documents, options)).toEqual({ 'shop:kettle': 'bouilloire' });
  });

  it('learns no word seen once, nor one visitors use as much for another document', () => {
    const asked = [
      { text: 'a gift for my aunt', id: 'shop:kettle', weight: 1 },
      { text: 'a gift for my uncle', id: 'shop:teapot', weight: 1 },
      { text: 'a gift', id: 'shop:teapot', weight: 1 },
      { text: 'a gift', id: 'shop:kettle', weight: 1 },
      { text: 'something for oolong', id: 'shop:teapot', weight: 1 },
    ];
    expect(learnVisitorWords(asked, documents, { ...options, minPrecision: 0.6 })).toEqual({});
    // A search query counts as its weight says: one is enough.
    expect(learnVisitorWords([{ text: 'oolong', id: 'shop:teapot', weight: 3 }], documents, options)).toEqual({ 'shop:teapot': 'oolong' });
  });
});

describe('the learned words each remote publishes', () => {
  // Learned once for both: learning reads every labelled set.
  let byApp: Awaited<ReturnType<typeof siteSearchDocumentsByApp>>;
  let files: ReturnType<typeof visitorWordsFiles>;
  beforeAll(async () => {
    byApp = await siteSearchDocumentsByApp();
    files = visitorWordsFiles(byApp);
  });

  it('are what the trainer learns from today’s sets and documents (npm run search:train writes them)', () => {
    for (const [app, file] of files) expect(JSON.parse(readFileSync(visitorWordsPath(app), 'utf8')), `${app}'s are stale: run npm run search:train`).toEqual(file);
  });

  it('come with the documents as a remote publishes them', () => {
    for (const [app, file] of files) {
      const published = Object.fromEntries(byApp.get(app)!.flatMap(({ id, visitorWords }) => (visitorWords ? [[id, visitorWords]] : [])));
      expect(published, app).toEqual(file.words);
    }
  });
});
