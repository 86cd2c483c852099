/**
 * The local backend as the tests drive it: started on a free port with a loopback site to read
 * documents from, stopped after each test, and called as the browser calls it.
 */
import { createClient } from '@supabase/supabase-js';
import { afterEach } from 'vitest';
import { LOCAL_ANON_KEY } from '../local/keys';
import { startLocalBackend, type LocalBackend } from '../local/server';
import { postgresDatabase } from './postgres-cluster';
import { reply, startStandIn } from './stand-in';

export const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((item) => item.stop()));
});

/**
 * The site the advisor reads its documents from (remotes.json, then each remote's search.json), on
 * loopback: one house and one product with its picture, published as a remote publishes them.
 */
export async function publishedSite() {
  const documents = [
    { id: 'locations:house:toronto-on', kind: 'location', title: 'Noirelle Toronto', description: '110 Yorkville Avenue, Toronto.', path: '/local/toronto-on', keywords: 'Toronto Canada', facts: { address: '110 Yorkville Avenue, Toronto', hours: 'Monday 10:00-19:00' } },
    {
      id: 'catalogue:item:even-tone-concentrate',
      kind: 'product',
      title: 'Even Tone Concentrate',
      description: '$185 · Softens dark marks and hyperpigmentation.',
      path: '/product/even-tone-concentrate',
      facts: { price: '$185' },
      image: { src: 'assets/packshot-dropper-400-DczPdZoy.webp', width: 400, height: 500, alt: 'An amber glass dropper bottle' },
    },
  ];
  const server = await standIn((request, response) =>
    request.url === '/remotes.json' ? reply(response, 200, { locations: `${server.url}/locations/remoteEntry.js` }) : reply(response, 200, { app: 'locations', build: 'b', documents }),
  );
  return server;
}

/** The database engine a backend runs on: PGlite (in memory, one connection) or PostgreSQL (a pool). */
export type Engine = 'pglite' | 'postgres';

/**
 * The whole local backend, stopped after the test. On PGlite by default; with `{ engine: 'postgres' }`
 * on a fresh migrated database of a PostgreSQL server this test file starts (./postgres-cluster.ts),
 * where calls run at the same time on separate connections as on Supabase. To run a suite on both:
 *
 *   describe.each(['pglite', 'postgres'] as const)('on %s', (engine) => {
 *     it('...', async () => { const base = await backend({}, { engine }); ... });
 *   });
 */
export async function backend(env: Record<string, string> = {}, { engine = 'pglite' }: { engine?: Engine } = {}): Promise<LocalBackend> {
  const site = await publishedSite();
  const databaseUrl = engine === 'postgres' ? await postgresDatabase() : undefined;
  const started = await startLocalBackend({ env: { SITE_URL: site.url, ...env }, databaseUrl });
  running.push(started);
  return started;
}

export async function standIn(...args: Parameters<typeof startStandIn>) {
  const started = await startStandIn(...args);
  running.push(started);
  return started;
}

/**
 * supabase-js as the browser uses it. Its realtime client insists on a WebSocket class at creation,
 * which Node 20 lacks (it is global from Node 22); these tests never open a realtime channel, so an
 * inert stand-in is enough.
 */
export const client = (base: LocalBackend) => createClient(base.url, LOCAL_ANON_KEY, { realtime: { transport: class {} as never } });

export const post = (base: LocalBackend, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base.url}${path}`, { method: 'POST', headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
export const rows = async (base: LocalBackend, sql: string) => (await base.db.query<Record<string, unknown>>(sql)).rows;

export const enquiry = { name: 'Imani Carter', email: 'imani@example.com', subject: 'The four domains', message: 'We would like to talk <b>soon</b>.', interest: 'domain-purchase' };
export const session = '7d9f1c2e-4b7a-4c7e-9f3e-2a1b3c4d5e6f';

