import { afterEach, describe, expect, it } from 'vitest';
import { reply, startStandIn } from '../../../test/stand-in.ts';
import { siteDocuments } from './site-documents.ts';

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

const documentsOf = (app: string, title: string) => ({ app, build: `${app}-1`, documents: [{ id: `${app}:page`, kind: 'page', title, description: `${title}.`, path: `/${app}` }] });

/** A site as the shell serves it: remotes.json, and each remote's search.json next to its entry. */
async function site(answer: (app: string) => unknown) {
  const server = await startStandIn((request, response) => {
    if (request.url === '/remotes.json') return reply(response, 200, { catalogue: `${server.url}/catalogue/remoteEntry.js`, press: `${server.url}/press/mf-manifest.json` });
    const app = request.url.split('/')[1]!;
    const body = answer(app);
    if (body === undefined) return; // never answers
    reply(response, 200, body);
  });
  running.push(server);
  return server;
}

describe('the advisor’s view of the site', () => {
  it('reads each remote’s published search.json, next to the entry remotes.json names', async () => {
    const served = await site((app) => documentsOf(app, app === 'press' ? 'Press room' : 'Collection'));
    const index = (await siteDocuments({ siteUrl: served.url, fetch })())?.index;
    expect(index?.search('press room')[0]?.document.path).toBe('/press');
    expect(served.requests.map((request) => request.url).sort()).toEqual([
      '/catalogue/search.es.json',
      '/catalogue/search.fr.json',
      '/catalogue/search.json',
      '/press/search.es.json',
      '/press/search.fr.json',
      '/press/search.json',
      '/remotes.json',
    ]);
  });

  it('finds a document by the words visitors call it, as its remote publishes them', async () => {
    const served = await site((app) => {
      const file = documentsOf(app, app === 'press' ? 'Press room' : 'Collection');
      return { ...file, documents: file.documents.map((document) => ({ ...document, visitorWords: app === 'press' ? 'journalists' : 'boutique' })) };
    });
    const index = (await siteDocuments({ siteUrl: served.url, fetch })())?.index;
    expect(index?.search('journalists')[0]?.document.path).toBe('/press');
  });

  it('leaves out a remote that does not answer in time, and answers from the others', async () => {
    const served = await site((app) => (app === 'press' ? undefined : documentsOf(app, 'Collection')));
    const index = (await siteDocuments({ siteUrl: served.url, fetch, timeoutMs: 200 })())?.index;
    expect(index?.size).toBe(1);
  });

  it('reads again once its time is up, keeps the last index while the site is unreachable, and is null before it ever read one', async () => {
    let now = 0;
    let title = 'Collection';
    let up = true;
    const served = await site((app) => (up ? documentsOf(app, title) : { nope: true }));
    const documents = siteDocuments({ siteUrl: served.url, fetch, ttlMs: 1_000, now: () => now });
    const current = async () => (await documents())?.index;
    expect((await current())?.search('collection')).toHaveLength(2);
    title = 'Atelier';
    expect((await current())?.search('atelier')).toHaveLength(0);
    now = 1_001;
    expect((await current())?.search('atelier')).toHaveLength(2);
    up = false;
    now = 2_002;
    expect((await current())?.search('atelier')).toHaveLength(2);
    expect(await siteDocuments({ siteUrl: 'http://127.0.0.1:9', fetch, timeoutMs: 200 })()).toBeNull();
  });

  it('reads each remote’s documents in French and Spanish beside its English, by id; a language a remote does not answer in is left out', async () => {
    const served = await site((app) => documentsOf(app, app === 'press' ? 'Press room' : 'Collection'));
    const frenchOnly = await startStandIn((request, response) => {
      if (request.url === '/remotes.json') return reply(response, 200, { catalogue: `${frenchOnly.url}/catalogue/remoteEntry.js` });
      if (request.url === '/catalogue/search.es.json') return reply(response, 404, 'not found');
      reply(response, 200, request.url === '/catalogue/search.fr.json' ? documentsOf('catalogue', 'Collection en français') : documentsOf('catalogue', 'Collection'));
    });
    running.push(frenchOnly);
    const both = await siteDocuments({ siteUrl: served.url, fetch })();
    expect(both?.translated.fr?.get('press:page')?.title).toBe('Press room');
    const french = await siteDocuments({ siteUrl: frenchOnly.url, fetch })();
    expect(french?.index.size).toBe(1);
    expect(french?.translated.fr?.get('catalogue:page')?.title).toBe('Collection en français');
    expect(french?.translated.es?.size).toBe(0);
  });

  it('reads a document’s picture as an absolute address, resolved against the file that published it', async () => {
    const jar = { id: 'catalogue:item:jar', kind: 'product', title: 'Nuit Absolue Cream', description: '$600 · A night cream.', path: '/product/jar' };
    const picture = { src: 'assets/packshot-jar-400-Bx3k.webp', width: 400, height: 500, alt: 'A squat cream jar with a gold lid' };
    const served = await site((app) => (app === 'catalogue' ? { app, build: 'catalogue-1', documents: [{ ...jar, image: picture }] } : documentsOf(app, 'Press room')));
    const index = (await siteDocuments({ siteUrl: served.url, fetch })())?.index;
    expect(index?.search('nuit absolue')[0]?.document.image).toEqual({ ...picture, src: `${served.url}/catalogue/assets/packshot-jar-400-Bx3k.webp` });
    // A remote that publishes no picture answers as before.
    expect(index?.search('press room')[0]?.document).not.toHaveProperty('image');
  });

  it('leaves out a picture that is not a web address, too long, or without a size, and keeps its document', async () => {
    const pictures = [
      { src: 'javascript:alert(1)', width: 400, height: 500, alt: 'x' },
      { src: 'data:image/svg+xml,<svg onload=alert(1)>', width: 400, height: 500, alt: 'x' },
      { src: `https://images.example/${'a'.repeat(1100)}.webp`, width: 400, height: 500, alt: 'x' },
      { src: 'assets/jar.webp', width: 0, height: 500, alt: 'x' },
      { src: 'assets/jar.webp', width: 400, height: 500 },
      'assets/jar.webp',
    ];
    const served = await site((app) => ({
      app,
      build: `${app}-1`,
      documents: pictures.map((image, i) => ({ id: `${app}:item:${i}`, kind: 'product', title: `Cream ${app} ${i}`, description: 'A cream.', path: `/product/${i}`, image })),
    }));
    const index = (await siteDocuments({ siteUrl: served.url, fetch })())?.index;
    expect(index?.size).toBe(pictures.length * 2);
    const found = index?.search('cream', { limit: 20 }) ?? [];
    expect(found).toHaveLength(pictures.length * 2);
    expect(found.map(({ document }) => document.image)).toEqual(found.map(() => undefined));
  });
});
