import { describe, expect, it } from 'vitest';
import privacyRoute from './routes/privacy';
import termsRoute from './routes/terms';
import { searchDocuments } from './search-documents';
import { routeContextFor } from 'shared';

const english = routeContextFor('en');

describe('the press’s search documents', () => {
  it('publish an article one line per paragraph, heading or list item, with its links and entities inside their sentences', () => {
    const everyShade = searchDocuments(english).find((document) => document.path === '/press/beauty-for-every-shade');
    const lines = everyShade?.body?.split('\n') ?? [];
    // "McKinsey &amp; Company" is one name, in its sentence.
    expect(lines.some((line) => line.includes('McKinsey & Company’s 2022 report'))).toBe(true);
    // No line is a link's or an emphasis's words alone, and no line has a run of spaces.
    expect(lines.filter((line) => /^(?:Houston|London \.|or in|McKinsey)$/.test(line.trim()))).toEqual([]);
    expect(lines.filter((line) => /\s{2,}/.test(line))).toEqual([]);
  });

  it('publish each legal page with its text, so what it says can be quoted', () => {
    const terms = termsRoute.search?.(english);
    const privacy = privacyRoute.search?.(english);
    expect(terms?.body?.split('\n')).toContain('Acceptance of these Terms');
    expect(terms?.body).toContain('You must be at least 16 years old to use the Site.');
    expect(privacy?.body?.split('\n').length).toBeGreaterThan(10);
  });
});

describe('the press’s search documents in French', () => {
  it('say what an article is about in French, and mark it as written in English', () => {
    const french = searchDocuments(routeContextFor('fr')).find((document) => document.path === '/press/beauty-for-every-shade')!;
    const source = searchDocuments(english).find((document) => document.path === '/press/beauty-for-every-shade')!;
    expect(french.writtenIn).toBe('en');
    expect(french.title).toBe(source.title);
    expect(french.description).not.toBe(source.description);
    expect(source.writtenIn).toBeUndefined();
  });
});
