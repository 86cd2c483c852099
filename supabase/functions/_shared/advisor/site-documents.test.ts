import { afterEach, describe, expect, it } from 'vitest';
import { reply, startStandIn } from '../../../test/stand-in.ts';
import { siteDocumentsIndex } from './site-documents.ts';

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
    const index = await siteDocumentsIndex({ siteUrl: served.url, fetch })();
    expect(index?.search('press room')[0]?.document.path).toBe('/press');
    expect(served.requests.map((request) => request.url).sort()).toEqual(['/catalogue/search.json', '/press/search.json', '/remotes.json']);
  });

  it('leaves out a remote that does not answer in time, and answers from the others', async () => {
    const served = await site((app) => (app === 'press' ? undefined : documentsOf(app, 'Collection')));
    const index = await siteDocumentsIndex({ siteUrl: served.url, fetch, timeoutMs: 200 })();
    expect(index?.size).toBe(1);
  });

  it('reads again once its time is up, keeps the last index while the site is unreachable, and is null before it ever read one', async () => {
    let now = 0;
    let title = 'Collection';
    let up = true;
    const served = await site((app) => (up ? documentsOf(app, title) : { nope: true }));
    const current = siteDocumentsIndex({ siteUrl: served.url, fetch, ttlMs: 1_000, now: () => now });
    expect((await current())?.search('collection')).toHaveLength(2);
    title = 'Atelier';
    expect((await current())?.search('atelier')).toHaveLength(0);
    now = 1_001;
    expect((await current())?.search('atelier')).toHaveLength(2);
    up = false;
    now = 2_002;
    expect((await current())?.search('atelier')).toHaveLength(2);
    expect(await siteDocumentsIndex({ siteUrl: 'http://127.0.0.1:9', fetch, timeoutMs: 200 })()).toBeNull();
  });
});
