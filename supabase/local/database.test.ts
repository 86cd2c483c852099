import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationFiles, openDatabase } from './database';
import type { RpcError } from './rpc';
import { callFunction } from './rpc';

let db: PGlite;
beforeAll(async () => {
  db = await openDatabase();
});
afterAll(() => db.close());

let address = 0;
/** A new client address per call, so the per-client limit is not what a test measures. */
const fresh = () => ({ 'x-real-ip': `10.0.${Math.floor(address / 250)}.${address++ % 250}` });
const register = (args: Record<string, unknown>, headers = fresh()) => callFunction(db, 'anon', 'register_interest', args, headers);
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as RpcError);
const count = async (table: string, where = 'true', params: unknown[] = []) => Number((await db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params)).rows[0]!.n);

describe('register_interest, as anon (the browser)', () => {
  it('stores the normalised email with what the page collected, and the website by host', async () => {
    const answer = (await register({ p_email: '  Nia.Brooks@Example.COM ', p_host: 'noirelle.skin', p_device_type: 'mobile', p_geo_city: 'Atlanta', p_language_preference: 'en-US' })) as { status: string; token: string };
    expect(answer.status).toBe('registered');
    expect(answer.token).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await db.query<Record<string, unknown>>(
      `select s.email, s.subscribed, s.device_type, s.geo_city, s.language_preference, w.domain from public.subscribers s left join public.websites w on w.id = s.website_id where s.email = 'nia.brooks@example.com'`,
    );
    expect(rows).toEqual([{ email: 'nia.brooks@example.com', subscribed: true, device_type: 'mobile', geo_city: 'Atlanta', language_preference: 'en-US', domain: 'noirelle.skin' }]);
  });

  it('answers duplicate for the same address however it is typed, and writes nothing', async () => {
    await register({ p_email: 'zora@example.com' });
    expect(await register({ p_email: ' ZORA@example.com' })).toEqual({ status: 'duplicate' });
    expect(await count('subscribers', `email = 'zora@example.com'`)).toBe(1);
  });

  it('50 simultaneous registrations of one address give exactly one row', async () => {
    const answers = (await Promise.all(Array.from({ length: 50 }, () => register({ p_email: 'rush@example.com' })))) as { status: string }[];
    expect(answers.filter((answer) => answer.status === 'registered')).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 'duplicate')).toHaveLength(49);
    expect(await count('subscribers', `email = 'rush@example.com'`)).toBe(1);
  });

  it('rejects malformed and oversized input with a 400, writing nothing', async () => {
    const before = await count('subscribers');
    for (const args of [{ p_email: 'not-an-email' }, { p_email: 'two@@example.com' }, { p_email: 'a b@example.com' }, { p_email: `${'x'.repeat(250)}@example.com` }, { p_email: null }, { p_email: 'ok@example.com', p_device_type: 'fridge' }, { p_email: 'ok2@example.com', p_user_agent: 'x'.repeat(600) }]) {
      expect((await failure(register(args)))?.status, JSON.stringify(args).slice(0, 60)).toBe(400);
    }
    expect(await count('subscribers')).toBe(before);
  });

  it('limits one client to 10 registrations a minute (429)', async () => {
    const client = { 'x-real-ip': '203.0.113.9' };
    for (let index = 0; index < 10; index += 1) await register({ p_email: `limit${index}@example.com` }, client);
    const blocked = await failure(register({ p_email: 'limit10@example.com' }, client));
    expect(blocked?.status).toBe(429);
    expect(await count('subscribers', `email = 'limit10@example.com'`)).toBe(0);
  });
});

describe('update_interest_details: a token updates its own row, once', () => {
  it('fills the details and full_name of that row only, then the token is spent', async () => {
    const { token } = (await register({ p_email: 'amara.j@example.com' })) as { token: string };
    await register({ p_email: 'bystander@example.com' });
    const details = { p_token: token, p_first_name: 'Amara', p_last_name: 'Johnson', p_phone_number: '+1 404 555 0100', p_company_name: 'Crown Holdings', p_company_website: 'https://crown.example', p_company_postion: 'Partner', p_extra_notes: 'Interested in all four.' };
    expect(await callFunction(db, 'anon', 'update_interest_details', details, fresh())).toEqual({ status: 'updated' });
    const { rows } = await db.query<Record<string, unknown>>(`select email, full_name, company_postion, updated_at is not null as updated from public.subscribers where email in ('amara.j@example.com', 'bystander@example.com') order by email`);
    expect(rows).toEqual([
      { email: 'amara.j@example.com', full_name: 'Amara Johnson', company_postion: 'Partner', updated: true },
      { email: 'bystander@example.com', full_name: null, company_postion: null, updated: false },
    ]);
    expect((await failure(callFunction(db, 'anon', 'update_interest_details', { ...details, p_first_name: 'Mallory' }, fresh())))?.status).toBe(404);
    expect((await failure(callFunction(db, 'anon', 'update_interest_details', { p_token: crypto.randomUUID() }, fresh())))?.status).toBe(404);
    expect((await failure(callFunction(db, 'anon', 'update_interest_details', { p_token: 'not-a-uuid' }, fresh())))?.status).toBe(400);
  });

  it('refuses an expired token', async () => {
    const { token } = (await register({ p_email: 'late@example.com' })) as { token: string };
    await db.query(`update public.subscribers set details_token_expires_at = now() - interval '1 minute' where email = 'late@example.com'`);
    expect((await failure(callFunction(db, 'anon', 'update_interest_details', { p_token: token, p_first_name: 'Late' }, fresh())))?.status).toBe(404);
  });
});

describe('row-level security and grants', () => {
  const asAnon = (sql: string) =>
    failure(
      db.transaction(async (tx) => {
        await tx.exec('set local role anon');
        await tx.query(sql);
      }),
    );

  it.each([
    'select * from public.subscribers',
    `insert into public.subscribers (email) values ('sneak@example.com')`,
    `update public.subscribers set subscribed = false`,
    'delete from public.subscribers',
    'select * from public.enquiries',
    'select * from public.chat_messages',
    'select * from public.email_outbox',
    'select * from public.websites',
  ])('anon cannot run: %s', async (sql) => {
    const error = (await asAnon(sql)) as { code?: string } | null;
    expect(error?.code).toBe('42501');
  });

  const session = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['submit_enquiry', { p_name: 'A', p_email: 'a@example.com', p_subject: 'S', p_message: 'M', p_interest: 'general' }],
    ['queue_email', { p_kind: 'enquiry', p_enquiry_id: null, p_payload: { a: 1 } }],
    ['record_chat_message', { p_session_id: session, p_role: 'user', p_content: 'hi' }],
    ['chat_history', { p_session_id: session }],
    ['take_rate_limit', { p_bucket: 'x', p_max_hits: 1, p_window_seconds: 60 }],
    ['set_enquiry_email_status', { p_id: 1, p_status: 'sent' }],
    ['export_leads', {}],
  ] as const)('anon cannot execute %s (permission denied, 401)', async (fn, args) => {
    const error = await failure(callFunction(db, 'anon', fn, args));
    expect(error?.status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('every table has row-level security on', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(`select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(row.relrowsecurity, row.relname).toBe(true);
  });

  it('applies each migration once, on a database that already has them', async () => {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
    expect(rows[0]!.n).toBe(migrationFiles().length);
  });
});

describe('the database on disk', () => {
  it('creates its folder, keeps the leads across a restart, and migrates only once', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const parent = mkdtempSync(join(tmpdir(), 'noirelle-db-'));
    const dataDir = join(parent, 'nested', 'backend-data'); // does not exist yet
    try {
      const first = await openDatabase(dataDir);
      await callFunction(first, 'anon', 'register_interest', { p_email: 'kept@example.com' });
      await first.close();
      const second = await openDatabase(dataDir);
      expect((await second.query('select email from public.subscribers')).rows).toEqual([{ email: 'kept@example.com' }]);
      expect((await second.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations')).rows[0]!.n).toBe(migrationFiles().length);
      await second.close();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
