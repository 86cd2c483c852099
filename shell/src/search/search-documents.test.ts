import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchDocumentsLoader, SEARCH_TIME_LIMIT_MS } from './search-documents';
import { searchSources } from './search-site';

afterEach(() => vi.useRealTimers());

const file = (app: string) => new Response(JSON.stringify({ app, build: `${app}-1`, documents: [{ id: `${app}:x`, kind: 'page', title: app, description: app, path: `/${app}` }] }));

describe('the remotes’ published search documents', () => {
  it('are read next to each remote’s entry, as remotes.json places it', async () => {
    const asked: string[] = [];
    const load = createSearchDocumentsLoader(async (remote) => (remote === 'press' ? 'https://cdn.example/press/v42/mf-manifest.json' : `http://localhost:1/${remote}/remoteEntry.js`), {
      fetch: async (url) => {
        asked.push(url.href);
        return file(url.pathname.split('/')[1]!);
      },
    });
    const { documents, unavailable } = await load('en');
    expect(unavailable).toEqual([]);
    expect(asked).toContain('https://cdn.example/press/v42/search.json');
    expect(asked).toContain('http://localhost:1/catalogue/search.json');
    expect(documents).toHaveLength(searchSources.length);
  });

  it('are read in the page’s language: a French page reads each remote’s search.fr.json', async () => {
    const asked: string[] = [];
    const load = createSearchDocumentsLoader(async (remote) => `http://localhost:1/${remote}/remoteEntry.js`, {
      fetch: async (url) => {
        asked.push(url.href);
        return file(url.pathname.split('/')[1]!);
      },
    });
    const { locale, unavailable } = await load('fr');
    expect({ locale, unavailable }).toEqual({ locale: 'fr', unavailable: [] });
    expect(asked).toEqual(searchSources.map((remote) => `http://localhost:1/${remote}/search.fr.json`));
  });

  it('names a remote that never answers once its time is up, and keeps the others’ documents', async () => {
    const load = createSearchDocumentsLoader(async (remote) => `http://localhost:1/${remote}/remoteEntry.js`, {
      timeLimitMs: 50,
      fetch: (url, init) =>
        url.pathname.startsWith('/booking/')
          ? new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
          : Promise.resolve(file(url.pathname.split('/')[1]!)),
    });
    const { documents, unavailable } = await load('en');
    expect(unavailable).toEqual(['booking']);
    expect(documents.map((document) => document.title)).toEqual(['catalogue', 'locations', 'press', 'advisor']);
    expect(SEARCH_TIME_LIMIT_MS).toBe(5_000);
  });

  it('names a remote whose file is missing or not a documents file, and asks it again next time', async () => {
    let pressUp = false;
    const load = createSearchDocumentsLoader(async (remote) => `http://localhost:1/${remote}/remoteEntry.js`, {
      fetch: async (url) => {
        const app = url.pathname.split('/')[1]!;
        if (app === 'press') return pressUp ? file(app) : new Response('not found', { status: 404 });
        if (app === 'advisor') return new Response('{"routes":[]}');
        return file(app);
      },
    });
    expect((await load('en')).unavailable).toEqual(['press', 'advisor']);
    pressUp = true;
    expect((await load('en')).unavailable).toEqual(['advisor']);
  });

  it('hands back the same documents while nothing changed, so the page keeps its index', async () => {
    const load = createSearchDocumentsLoader(async (remote) => `http://localhost:1/${remote}/remoteEntry.js`, { fetch: async (url) => file(url.pathname.split('/')[1]!) });
    expect((await load('en')).documents).toBe((await load('en')).documents);
  });
});
