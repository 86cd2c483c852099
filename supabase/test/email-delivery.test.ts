/**
 * The outbox's delivery as the seller and the visitor see it: every email arrives, once, however
 * the email API fails, with the backend's own deliverer (the email-outbox function, called by the
 * local timer as pg_cron calls it on Supabase) doing the retries. The email API is a loopback
 * stand-in; retry timing is made fast through the functions' settings.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../local/keys';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from '../local/server';
import { enquiry, post, rows, running, standIn, type Engine } from './harness';
import { postgresDatabase } from './postgres-cluster';
import { reply, type RecordedRequest } from './stand-in';

/**
 * The engines the backend runs on, each with a database of its own for one backend (`fresh`) and
 * one that outlives it, for a backend started again on the same data (`lasting`).
 */
const engines: Record<Engine, { fresh(): Promise<Partial<LocalBackendOptions>>; lasting(): Promise<Partial<LocalBackendOptions>> }> = {
  pglite: { fresh: async () => ({}), lasting: async () => ({ dataDir: temporaryFolder() }) },
  postgres: { fresh: async () => ({ databaseUrl: await postgresDatabase() }), lasting: async () => ({ databaseUrl: await postgresDatabase() }) },
};

const companyAddresses = ['concierge@noirelle.beauty', 'acquisitions@noirelle.beauty'];

/** Retries 200 ms apart, then 400 ms; the local timer every 100 ms. */
const fastRetries = { EMAIL_RETRY_BASE_MS: '200', EMAIL_RETRY_CAP_MS: '400', EMAIL_DELIVERY_INTERVAL_MS: '100' };

const emailApi = (url: string) => ({ EMAIL_API_BASE: url, EMAIL_API_USER: 'noirelle', EMAIL_API_PASSWORD: 's3cret' });

const recipients = (request: RecordedRequest) => (JSON.parse(request.body) as { EmailTo: string[] }).EmailTo;
const keyOf = (request: RecordedRequest) => request.headers['idempotency-key'];

const jobs = (base: LocalBackend) => rows(base, 'select kind, state, attempts, idempotency_key::text as key, last_error from public.email_outbox order by id');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Data folders, removed once every backend on them has stopped (the harness stops them after each test). */
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function temporaryFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'noirelle-outbox-'));
  folders.push(dir);
  return dir;
}

describe.each(Object.entries(engines))('email delivery from the outbox (%s)', (_engine, databases) => {
  /** A backend on this engine, stopped after the test (or before, by the test: stopping twice is harmless). */
  async function start(env: Record<string, string>, database?: Partial<LocalBackendOptions>) {
    const started = await startLocalBackend({ ...(database ?? (await databases.fresh())), env });
    let stopped: Promise<void> | undefined;
    const backend = { ...started, stop: () => (stopped ??= started.stop()) };
    running.push(backend);
    return backend;
  }

  it('an email API that fails three times and then recovers gets each email exactly once, and both end sent', async () => {
    let answered = 0;
    const delivered: RecordedRequest[] = [];
    const api = await standIn((request, response) => {
      answered += 1;
      if (answered <= 3) return reply(response, 503, 'maintenance');
      delivered.push(request);
      return reply(response, 200, { ok: true });
    });
    const base = await start({ ...emailApi(api.url), ...fastRetries });

    // The first attempt of the company email fails: the page shows the send-failure message.
    const answer = await post(base, '/functions/v1/contact', enquiry);
    expect(answer.status).toBe(502);

    await expect.poll(() => rows(base, `select state from public.email_outbox where state <> 'sent'`), { timeout: 20_000 }).toEqual([]);
    expect(delivered.map(recipients)).toEqual(expect.arrayContaining([companyAddresses, ['imani@example.com']]));
    expect(delivered).toHaveLength(2);
    // The company email failed first and was due first, so it met the third failure too.
    expect(await jobs(base)).toEqual([
      { kind: 'enquiry', state: 'sent', attempts: 3, key: expect.any(String), last_error: null },
      { kind: 'auto-reply', state: 'sent', attempts: 2, key: expect.any(String), last_error: null },
    ]);
    expect(api.requests).toHaveLength(5);
    expect(await rows(base, 'select email_status, email_error from public.enquiries')).toEqual([{ email_status: 'sent', email_error: null }]);
    // Nothing is sent again once sent.
    await pause(500);
    expect(api.requests).toHaveLength(5);
  });

  it('the contact function makes the first attempt of its own emails, however many deliverers run meanwhile', async () => {
    const api = await standIn((_, response) => reply(response, 503, 'maintenance'));
    // A retry waits a minute, so every attempt seen here is a first one: the contact function's or a deliverer's.
    const base = await start({ ...emailApi(api.url), EMAIL_DELIVERY_INTERVAL_MS: '0' });
    let submitting = true;
    const deliverer = async () => {
      const taken: unknown[] = [];
      while (submitting) taken.push(...((await (await post(base, '/functions/v1/email-outbox', {}, { authorization: `Bearer ${base.serviceRoleKey}` })).json()) as { attempts: unknown[] }).attempts);
      return taken;
    };
    const deliverers = [deliverer(), deliverer(), deliverer()];
    const statuses: number[] = [];
    for (const email of ['imani@example.com', 'kemi@example.com', 'ada@example.com', 'ife@example.com', 'tolu@example.com']) statuses.push((await post(base, '/functions/v1/contact', { ...enquiry, email })).status);
    submitting = false;
    expect((await Promise.all(deliverers)).flat()).toEqual([]);
    expect(statuses).toEqual([502, 502, 502, 502, 502]);
    expect(api.requests).toHaveLength(10);
  });

  it('an answer that comes too late is retried with the same Idempotency-Key, and a provider that honours it delivers once', async () => {
    const delivered = new Map<string, RecordedRequest>();
    const late = (response: ServerResponse) => setTimeout(() => response.writableEnded || response.destroyed || reply(response, 200, { ok: true }), 1_500);
    const api = await standIn((request, response) => {
      const key = String(keyOf(request));
      const first = !delivered.has(key);
      if (first) delivered.set(key, request);
      // The provider sends the company email, then answers after the caller has given up.
      if (first && recipients(request).length === 2) return late(response);
      return reply(response, 200, { ok: true });
    });
    const base = await start({ ...emailApi(api.url), ...fastRetries, EMAIL_API_TIMEOUT_MS: '300' });

    expect((await post(base, '/functions/v1/contact', enquiry)).status).toBe(502);
    await expect.poll(() => rows(base, `select state from public.email_outbox where state <> 'sent'`), { timeout: 20_000 }).toEqual([]);

    const [company, autoReply] = await jobs(base);
    const companyRequests = api.requests.filter((request) => recipients(request).length === 2);
    expect(companyRequests.map(keyOf)).toEqual([company!.key, company!.key]);
    expect(api.requests.filter((request) => keyOf(request) === autoReply!.key)).toHaveLength(1);
    expect(company!.key).not.toBe(autoReply!.key);
    expect([...delivered.values()].map(recipients)).toEqual([companyAddresses, ['imani@example.com']]);
    expect(company).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('a job that always fails is dead after the last attempt allowed, and is never tried again', async () => {
    const api = await standIn((_, response) => reply(response, 503, 'maintenance'));
    const base = await start({ ...emailApi(api.url), ...fastRetries, EMAIL_MAX_ATTEMPTS: '3' });

    expect((await post(base, '/functions/v1/contact', enquiry)).status).toBe(502);
    await expect.poll(() => rows(base, `select state from public.email_outbox where state <> 'dead'`), { timeout: 20_000 }).toEqual([]);
    await pause(800);

    expect(api.requests).toHaveLength(6);
    expect(await jobs(base)).toEqual([
      { kind: 'enquiry', state: 'dead', attempts: 3, key: expect.any(String), last_error: 'Email API error: 503 maintenance' },
      { kind: 'auto-reply', state: 'dead', attempts: 3, key: expect.any(String), last_error: 'Email API error: 503 maintenance' },
    ]);
    expect(await rows(base, 'select email_status from public.enquiries')).toEqual([{ email_status: 'dead' }]);
  }, 60_000);

  it('without an email API the jobs wait unattempted, and are sent once the backend starts again with one', async () => {
    const database = await databases.lasting();
    const unconfigured = await start({ ...fastRetries }, database);
    const answer = await post(unconfigured, '/functions/v1/contact', enquiry);
    expect(await answer.json()).toMatchObject({ status: 'queued' });
    // The local timer has run several times meanwhile, and spent nothing.
    await pause(600);
    const exported = await post(unconfigured, '/rest/v1/rpc/export_leads', {}, { apikey: unconfigured.serviceRoleKey });
    const { emails } = (await exported.json()) as { emails: Record<string, unknown>[] };
    expect(emails.map(({ kind, recipient, state, attempts, last_error }) => ({ kind, recipient, state, attempts, last_error }))).toEqual([
      { kind: 'enquiry', recipient: companyAddresses.join(', '), state: 'queued', attempts: 0, last_error: null },
      { kind: 'auto-reply', recipient: 'imani@example.com', state: 'queued', attempts: 0, last_error: null },
    ]);
    await unconfigured.stop();

    const api = await standIn((_, response) => reply(response, 200, { ok: true }));
    const configured = await start({ ...emailApi(api.url), ...fastRetries }, database);
    await expect.poll(() => rows(configured, `select state from public.email_outbox where state <> 'sent'`), { timeout: 20_000 }).toEqual([]);
    expect(api.requests.map(recipients)).toEqual([companyAddresses, ['imani@example.com']]);
    expect(await rows(configured, 'select email_status from public.enquiries')).toEqual([{ email_status: 'sent' }]);
  }, 90_000);

  it('two deliverers running at once never send one job twice', async () => {
    const database = await databases.lasting();
    const unconfigured = await start({ EMAIL_DELIVERY_INTERVAL_MS: '0' }, database);
    for (const name of ['Imani Carter', 'Kemi Ade', 'Ada Obi']) expect((await post(unconfigured, '/functions/v1/contact', { ...enquiry, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` })).status).toBe(200);
    await unconfigured.stop();

    // Each send takes a while, so both deliverers are mid-run together.
    const api = await standIn((_, response) => void setTimeout(() => reply(response, 200, { ok: true }), 100));
    const base = await start({ ...emailApi(api.url), EMAIL_DELIVERY_INTERVAL_MS: '0' }, database);
    const deliver = () => post(base, '/functions/v1/email-outbox', {}, { authorization: `Bearer ${base.serviceRoleKey}` }).then(async (answer) => (await answer.json()) as { attempts: { job: number }[] });
    const runs = await Promise.all([deliver(), deliver()]);

    const keys = api.requests.map(keyOf);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    expect(runs.flatMap((run) => run.attempts.map((attempt) => attempt.job)).sort()).toEqual((await rows(base, 'select id from public.email_outbox')).map((row) => row.id).sort());
    expect(await rows(base, `select id from public.email_outbox where state <> 'sent' or attempts <> 1`)).toEqual([]);
  }, 90_000);

  it('the deliverer refuses the public anon key, and runs for the service role', async () => {
    const base = await start({ EMAIL_DELIVERY_INTERVAL_MS: '0' });
    const asAnon = await post(base, '/functions/v1/email-outbox', {}, { authorization: `Bearer ${LOCAL_ANON_KEY}` });
    expect(asAnon.status).toBe(403);
    expect(await asAnon.json()).toMatchObject({ code: 'forbidden' });
    const asService = await post(base, '/functions/v1/email-outbox', {}, { authorization: `Bearer ${base.serviceRoleKey}` });
    expect(asService.status).toBe(200);
    expect(await asService.json()).toEqual({ status: 'not-configured', attempts: [] });
  });
});
