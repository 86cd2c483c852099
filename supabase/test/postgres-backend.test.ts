import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackendProcess } from 'tooling/lib/backend-process';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../local/database';
import { LOCAL_ANON_KEY } from '../local/keys';
import { backend, client, enquiry, post, rows } from './harness';
import { postgresDatabase } from './postgres-cluster';
import { freePort } from 'tooling/lib/free-port';

describe('the whole local backend on PostgreSQL (harness: backend(env, { engine: "postgres" }))', () => {
  it('registers through the browser client and writes a contact enquiry with its two email jobs, at once from many clients', async () => {
    const base = await backend({}, { engine: 'postgres' });
    const { data, error } = await client(base).rpc('register_interest', { p_email: 'Kemi@Example.com', p_host: 'localhost' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'registered' });
    // Five senders at once, each on a connection of its own.
    const statuses = await Promise.all(Array.from({ length: 5 }, (_, index) => post(base, '/functions/v1/contact', { ...enquiry, email: `sender${index}@example.com` }).then((answer) => answer.status)));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await rows(base, 'select email from public.subscribers')).toEqual([{ email: 'kemi@example.com' }]);
    expect(await rows(base, `select count(*)::int as enquiries, (select count(*)::int from public.email_outbox) as jobs from public.enquiries where email_status = 'queued'`)).toEqual([{ enquiries: 5, jobs: 10 }]);
  });
});

describe('npm run start -w backend on PostgreSQL (BACKEND_DATABASE_URL)', () => {
  it('serves the site’s calls from that server, with its migrations, instead of PGlite', async () => {
    const databaseUrl = await postgresDatabase();
    const folder = mkdtempSync(join(tmpdir(), 'backend-on-postgres-'));
    const port = await freePort();
    const process_ = startBackendProcess({ port, host: '127.0.0.1', env: { BACKEND_DATABASE_URL: databaseUrl, BACKEND_SERVICE_KEY_FILE: join(folder, 'service-key') } });
    try {
      await process_.ready;
      const answer = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/register_interest`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ p_email: 'Ngozi@Example.com', p_host: 'localhost' }),
        signal: AbortSignal.timeout(10_000),
      });
      expect(answer.status).toBe(200);
      const db = await openDatabase(databaseUrl);
      try {
        expect((await db.query<{ email: string }>('select email from public.subscribers')).rows).toEqual([{ email: 'ngozi@example.com' }]);
      } finally {
        await db.close();
      }
    } finally {
      await process_.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 90_000);
});

