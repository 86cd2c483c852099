/**
 * `npm run bench:backend`: registrations and chat replies per second on the local backend, with
 * p50 and p99 latency. Loopback only, bounded (a few seconds per case, 10 connections), on an
 * in-memory database; every request is a different client on its own network (X-Forwarded-For,
 * trusted here only) so the rate limits, which would otherwise answer 429, are not what is
 * measured. Then tooling/bench/pages-under-chat.ts times the site's pages while chats are answered.
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteSearchDocuments } from 'tooling/search/site-documents';
import { LOCAL_ANON_KEY } from '../local/keys';
import { startLocalBackend } from '../local/server';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

// The site the advisor reads its documents from, on loopback: every remote's real documents, as
// their builds publish them (remotes.json, then search.json), so the replies are the real ones.
const documents = await siteSearchDocuments();
const site = createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(request.url === '/remotes.json' ? JSON.stringify({ catalogue: `http://127.0.0.1:${(site.address() as AddressInfo).port}/site/remoteEntry.js` }) : JSON.stringify({ app: 'site', build: 'bench', documents }));
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const backend = await startLocalBackend({ env: { SITE_URL: `http://127.0.0.1:${(site.address() as AddressInfo).port}` }, trustProxy: true });

let counter = 0;
/** A client of its own network (/24) each time: the limits count per address and per network. */
const nextClient = () => `10.${Math.floor(counter / 250) % 250}.${counter++ % 250}.1`;

async function run(title: string, path: string, body: () => string) {
  const result = await autocannon({
    url: `${backend.url}${path}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
          body: body(),
        }),
      },
    ],
  });
  const ok = result['2xx'];
  const rejected = result.non2xx;
  console.log(
    `${title.padEnd(14)} ${(ok / result.duration).toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   (${ok} ok, ${rejected} non-2xx, ${result.errors} errors, ${connections} connections, ${result.duration} s)`,
  );
  return { ok, rejected };
}

console.log(`Local backend benchmark: Node ${process.version}, PGlite in memory, loopback`);
const registrations = await run('registrations', '/rest/v1/rpc/register_interest', () => JSON.stringify({ p_email: `bench-${randomUUID()}@example.com`, p_host: 'localhost', p_device_type: 'desktop' }));
const sessions = Array.from({ length: 50 }, () => randomUUID());
const questions = ['What helps with dark spots?', 'Opening hours in London?', 'How do I buy the domains?', 'How much is the Royal Hair Ritual?', 'I want to book an appointment'];
// The figures are for real answers: one question first, which must be answered from the documents.
const sample = (await (
  await fetch(`${backend.url}/functions/v1/advisor-chat`, { method: 'POST', headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ sessionId: randomUUID(), message: 'Opening hours in London?' }) })
).json()) as { reply?: string };
if (!sample.reply?.includes('/local/london-uk')) throw new Error(`The advisor did not answer from the site's documents: ${sample.reply}`);
const chats = await run('chat replies', '/functions/v1/advisor-chat', () => JSON.stringify({ sessionId: sessions[counter % sessions.length], message: questions[counter % questions.length] }));
await backend.stop();
site.close();
if (registrations.rejected > 0 || chats.rejected > 0) {
  console.error('Some requests were not answered with 2xx: the figures above are not valid.');
  process.exit(1);
}
