import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { postgresDatabase } from '../test/postgres-cluster';
import { migrationFiles, openDatabase, type Database } from './database';
import type { RpcError } from './rpc';
import { callFunction } from './rpc';

/** The registrations a minute one network (/24 or /64) may make: the migrations' figure. */
const REGISTRATIONS_PER_NETWORK = 200;

let address = 0;
/** A new client network per call, so the per-client limits are not what a test measures. */
const fresh = () => ({ 'x-forwarded-for': `10.${Math.floor(address / 250)}.${address++ % 250}.1` });
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as RpcError);
const on = (db: Database) => ({
  register: (args: Record<string, unknown>, headers: Record<string, string> = fresh()) => callFunction(db, 'anon', 'register_interest', args, headers),
  count: async (table: string, where = 'true', params: unknown[] = []) => Number((await db.query<{ n: number }>(`select count(*)::int as n from public.${table} where ${where}`, params)).rows[0]!.n),
});

/**
 * Every behaviour on both engines: PGlite, which `npm start` and most tests use, runs one call at a
 * time; PostgreSQL (a throwaway server, ../test/postgres-cluster.ts) runs the simultaneous calls
 * below on separate connections, as on Supabase.
 */
const engines = [
  { engine: 'PGlite', open: () => openDatabase() },
  { engine: 'PostgreSQL', open: async () => openDatabase(await postgresDatabase()) },
];

describe.each(engines)('on $engine', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db?.close());
  const register = (args: Record<string, unknown>, headers = fresh()) => on(db).register(args, headers);
  const count = (table: string, where = 'true', params: unknown[] = []) => on(db).count(table, where, params);

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

    it('50 simultaneous registrations of one address give exactly one row (the rest duplicate, or refused as hammering)', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => register({ p_email: 'rush@example.com' }).then((answer) => (answer as { status: string }).status, (error: RpcError) => String(error.status))));
      expect(answers.filter((status) => status === 'registered')).toHaveLength(1);
      expect(answers.filter((status) => status === 'duplicate')).toHaveLength(4);
      expect(answers.filter((status) => status === '429')).toHaveLength(45);
      expect(await count('subscribers', `email = 'rush@example.com'`)).toBe(1);
    });

    it('one address however it is written: a no-break space, a zero-width space, a BOM or full-width letters give no second row', async () => {
      expect(await register({ p_email: 'kemi.adeyemi@example.com' })).toMatchObject({ status: 'registered' });
      for (const variant of ['kemi.adeyemi@example.com\u00a0', '\u200bkemi.adeyemi@example.com', '\ufeffkemi.adeyemi@example.com', 'ｋｅｍｉ.adeyemi@example.com']) {
        expect(await register({ p_email: JSON.parse(`"${variant}"`) as string }), variant).toEqual({ status: 'duplicate' });
      }
      expect(await count('subscribers', `email like '%adeyemi%'`)).toBe(1);
    });

    it('keeps a lead whose page details are overlong, cutting them to their columns', async () => {
      expect(await register({ p_email: 'long.referrer@example.com', p_user_agent: 'x'.repeat(600), p_referrer_url: `https://a.example/${'r'.repeat(3000)}` })).toMatchObject({ status: 'registered' });
      const { rows } = await db.query<{ ua: number; ref: number }>(`select length(user_agent) as ua, length(referrer_url) as ref from public.subscribers where email = 'long.referrer@example.com'`);
      expect(rows).toEqual([{ ua: 512, ref: 2048 }]);
    });

    it('rejects malformed and oversized input with a 400, writing nothing', async () => {
      const before = await count('subscribers');
      for (const args of [{ p_email: 'not-an-email' }, { p_email: 'two@@example.com' }, { p_email: 'a b@example.com' }, { p_email: `${'x'.repeat(250)}@example.com` }, { p_email: null }, { p_email: 'ok@example.com', p_device_type: 'fridge' }, { p_email: '["list@example.com"]' }]) {
        expect((await failure(register(args)))?.status, JSON.stringify(args).slice(0, 60)).toBe(400);
      }
      expect(await count('subscribers')).toBe(before);
    });

    it('lets 50 visitors behind one address all register within a minute (an office, a carrier)', async () => {
      const office = { 'x-forwarded-for': '203.0.113.9' };
      const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => register({ p_email: `colleague${index}@office.example` }, office)));
      expect(answers.every((answer) => (answer as { status: string }).status === 'registered')).toBe(true);
      expect(await count('subscribers', `email like 'colleague%@office.example'`)).toBe(50);
    });

    it('stops one client hammering one email, with Retry-After', async () => {
      const client = { 'x-forwarded-for': '198.51.100.7' };
      for (let index = 0; index < 5; index += 1) await register({ p_email: 'target@example.com' }, client);
      const blocked = await failure(register({ p_email: 'target@example.com' }, client));
      expect(blocked?.status).toBe(429);
      expect(Number(blocked?.headers['Retry-After'])).toBeGreaterThan(0);
      expect(Number(blocked?.headers['Retry-After'])).toBeLessThanOrEqual(60);
      expect(blocked?.body).toMatchObject({ field: 'email', retry_after: Number(blocked?.headers['Retry-After']) });
      // Another address from the same client still goes through.
      expect(await register({ p_email: 'someone.else@example.com' }, client)).toMatchObject({ status: 'registered' });
    });

    it('takes the client from the entry the gateway appended, not the one the client wrote first', async () => {
      const spoofing = (index: number) => ({ 'x-forwarded-for': `192.0.2.${index}, 198.51.100.200` });
      const details = (index: number) => failure(callFunction(db, 'anon', 'update_interest_details', { p_token: crypto.randomUUID() }, spoofing(index)));
      for (let index = 0; index < 20; index += 1) expect((await details(index))?.status).toBe(404);
      expect((await details(99))?.status).toBe(429);
    });
  });

  describe('limits per network as well as per address', () => {
    const statuses = (calls: Promise<unknown>[]) => Promise.all(calls.map((call) => call.then(() => 200, (error: RpcError) => error.status)));

    it('stops a /24 spreading 400 registrations, with Retry-After, while 50 behind one address all register', async () => {
      const office = await statuses(Array.from({ length: 50 }, (_, index) => register({ p_email: `desk${index}@net24.example` }, { 'x-forwarded-for': '198.18.7.40' })));
      expect(office.every((status) => status === 200)).toBe(true);
      const spread = await statuses(Array.from({ length: 400 }, (_, index) => register({ p_email: `spread${index}@net24.example` }, { 'x-forwarded-for': `198.18.7.${index % 250}` })));
      expect(spread.filter((status) => status === 200).length).toBeLessThanOrEqual(REGISTRATIONS_PER_NETWORK - 50);
      expect(spread.filter((status) => status === 429).length).toBeGreaterThanOrEqual(400 - REGISTRATIONS_PER_NETWORK);
      const blocked = await failure(register({ p_email: 'one.more@net24.example' }, { 'x-forwarded-for': '198.18.7.251' }));
      expect(blocked?.status).toBe(429);
      expect(Number(blocked?.headers['Retry-After'])).toBeGreaterThan(0);
      // Another network is not held back by this one.
      expect(await register({ p_email: 'neighbour@net24.example' }, { 'x-forwarded-for': '198.18.8.1' })).toMatchObject({ status: 'registered' });
    });

    it('counts an IPv6 /64 as one network, however many addresses it uses', async () => {
      const spread = await statuses(Array.from({ length: 400 }, (_, index) => register({ p_email: `v6.${index}@net64.example` }, { 'x-forwarded-for': `2001:db8:7:9:${index.toString(16)}::1` })));
      expect(spread.filter((status) => status === 200).length).toBe(REGISTRATIONS_PER_NETWORK);
      expect(await register({ p_email: 'other.net@net64.example' }, { 'x-forwarded-for': '2001:db8:7:a::1' })).toMatchObject({ status: 'registered' });
    });

    it('names the network a client belongs to', async () => {
      const network = async (ip: string) => (await db.query<{ n: string | null }>('select public.client_network($1) as n', [ip])).rows[0]!.n;
      expect(await network('203.0.113.77')).toBe('203.0.113.0/24');
      expect(await network('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
      expect(await network('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
      expect(await network('unknown')).toBeNull();
    });
  });

  describe('one address, however it is written: normalised by Unicode class', () => {
    const normalised = async (emails: string[]) => (await db.query<{ e: string }>('select public.normalize_email(e) as e from unnest($1::text[]) as e', [emails])).rows.map((row) => row.e);
    /** Every code point with the property, as this JavaScript engine's Unicode data knows it. */
    const withProperty = (pattern: RegExp) => {
      const found: number[] = [];
      for (let cp = 0; cp <= 0x10ffff; cp += 1) if ((cp < 0xd800 || cp > 0xdfff) && pattern.test(String.fromCodePoint(cp))) found.push(cp);
      return found;
    };

    it('removes every default-ignorable and format character', async () => {
      const ignorable = withProperty(/^[\p{Default_Ignorable_Code_Point}\p{Cf}]$/u);
      expect(ignorable.length).toBeGreaterThan(4000);
      const answers = await normalised(ignorable.map((cp) => `ka${String.fromCodePoint(cp)}ya@example.com`));
      const kept = ignorable.filter((_, index) => answers[index] !== 'kaya@example.com');
      expect(kept.map((cp) => cp.toString(16))).toEqual([]);
    });

    it('folds compatibility forms (NFKC) and case', async () => {
      expect(await normalised(['ＫＡＹＡ@ｅｘａｍｐｌｅ.ｃｏｍ', 'Kaya@Example.COM ', 'ka\ufe0fya@example.com'])).toEqual(['kaya@example.com', 'kaya@example.com', 'kaya@example.com']);
    });

    it('never registers one mailbox twice: each invisible character a probe found gives a duplicate or a 400', async () => {
      const invisibles = ['\ufe0f', '\u{e0061}', '\u3164', '\uffa0', '\u2800', '\u180b', '\u0600', '\ufff9', '\u{1bca0}'];
      for (const [index, invisible] of invisibles.entries()) {
        expect(await register({ p_email: `nadia${index}.okafor@example.com` })).toMatchObject({ status: 'registered' });
        const answer = await register({ p_email: `nadia${index}${invisible}.okafor@example.com` }).then((value) => value, (error: RpcError) => error.status);
        expect([{ status: 'duplicate' }, 400], invisible.codePointAt(0)!.toString(16)).toContainEqual(answer);
      }
      expect(await count('subscribers', `email like 'nadia%okafor@example.com'`)).toBe(invisibles.length);
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

    it('counts wrong tokens: 20 failed guesses a minute, then 429 even for a right one', async () => {
      const { token } = (await register({ p_email: 'guarded@example.com' })) as { token: string };
      const guesser = { 'x-forwarded-for': '198.51.100.66' };
      for (let index = 0; index < 20; index += 1) expect((await failure(callFunction(db, 'anon', 'update_interest_details', { p_token: crypto.randomUUID() }, guesser)))?.status).toBe(404);
      const blocked = await failure(callFunction(db, 'anon', 'update_interest_details', { p_token: token, p_first_name: 'Guarded' }, guesser));
      expect(blocked?.status).toBe(429);
      expect(await count('subscribers', `email = 'guarded@example.com' and first_name is null`)).toBe(1);
    });

    it('names the field that is too long, never a constraint, and writes nothing', async () => {
      const { token } = (await register({ p_email: 'long.names@example.com' })) as { token: string };
      for (const [argument, field, max] of [['p_first_name', 'first_name', 100], ['p_last_name', 'last_name', 100], ['p_phone_number', 'phone_number', 40]] as const) {
        const refused = await failure(callFunction(db, 'anon', 'update_interest_details', { p_token: token, [argument]: 'x'.repeat(max + 1) }, fresh()));
        expect(refused?.status).toBe(400);
        expect(refused?.body).toMatchObject({ field });
        expect(refused?.message).not.toMatch(/constraint|check|violat/i);
      }
      expect(await callFunction(db, 'anon', 'update_interest_details', { p_token: token, p_first_name: 'x'.repeat(100), p_phone_number: '1'.repeat(40) }, fresh())).toEqual({ status: 'updated' });
    });

    it('keeps only http(s) company websites: a javascript: URL is refused by name', async () => {
      const { token } = (await register({ p_email: 'url.check@example.com' })) as { token: string };
      for (const website of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,hi', 'vbscript:x', 'ftp://files.example']) {
        const refused = await failure(callFunction(db, 'anon', 'update_interest_details', { p_token: token, p_company_website: website }, fresh()));
        expect(refused?.status, website).toBe(400);
        expect(refused?.body, website).toMatchObject({ field: 'company_website' });
      }
      expect(await callFunction(db, 'anon', 'update_interest_details', { p_token: token, p_company_website: 'https://crown.example/about' }, fresh())).toEqual({ status: 'updated' });
      await expect(db.query(`update public.subscribers set company_website = 'javascript:x' where email = 'url.check@example.com'`)).rejects.toThrow();
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
      ['submit_enquiry', { p_name: 'A', p_email: 'a@example.com', p_subject: 'S', p_message: 'M', p_interest: 'general', p_source_url: null, p_enquiry_email: { a: 1 }, p_auto_reply: { a: 1 } }],
      ['record_email_attempt', { p_job_id: 1, p_lease_token: '00000000-0000-4000-8000-000000000000' }],
      ['claim_email_job', { p_lease_seconds: 60, p_max_attempts: 3 }],
      ['record_chat_message', { p_session_id: session, p_role: 'user', p_content: 'hi' }],
      ['chat_history', { p_session_id: session }],
      ['rate_limit_wait', { p_bucket: 'x', p_max_hits: 1, p_window_seconds: 60 }],
      ['client_limit_wait', { p_action: 'x', p_ip: '192.0.2.1', p_per_address: 1, p_per_network: 1 }],
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
});

// On PGlite only: its clock is the JavaScript Date, so a faked Date moves now() in the database too.
describe('a limit counts the last 60 seconds, not the clock\'s minute', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
  });
  afterAll(() => db.close());
  const register = (args: Record<string, unknown>, headers: Record<string, string>) => on(db).register(args, headers);
  const at = (time: string) => vi.setSystemTime(new Date(`2025-06-01T${time}Z`));
  afterEach(() => vi.useRealTimers());

  it('five attempts just before a minute turns still stop a sixth just after, until the first of them is 60 s old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = { 'x-forwarded-for': '198.51.100.31' };
    at('12:00:58.000');
    for (let index = 0; index < 5; index += 1) await register({ p_email: 'boundary@example.com' }, client);
    // A fixed window starting at 12:01:00 let this through (an e2e test failed whenever its attempts straddled a minute).
    at('12:01:03.000');
    const blocked = await failure(register({ p_email: 'boundary@example.com' }, client));
    expect(blocked?.status).toBe(429);
    expect(blocked?.headers['Retry-After']).toBe('55');
    // A refused attempt is not counted, so waiting as long as Retry-After says is enough.
    at('12:01:30.000');
    expect((await failure(register({ p_email: 'boundary@example.com' }, client)))?.headers['Retry-After']).toBe('28');
    at('12:01:58.001');
    expect(await register({ p_email: 'boundary@example.com' }, client)).toEqual({ status: 'duplicate' });
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

/**
 * Races, on PostgreSQL only: PGlite has one connection, so there its "simultaneous" calls run one
 * after another and a missing lock goes unnoticed. Here each call has its own connection, and a
 * gate makes them arrive together: a test connection holds a SHARE lock on public.rate_limit_hits,
 * which every limit writes to first, until all the calls wait behind it, then lets them all go.
 */
describe('on PostgreSQL, simultaneous calls on separate connections', () => {
  let db: Database;
  let url: string;
  beforeEach(async () => {
    url = await postgresDatabase();
    db = await openDatabase(url);
    return () => db.close();
  });

  /** A connection of the test's own, outside the backend's pool. */
  async function connection() {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    onTestFinished(() => client.end());
    return client;
  }

  /**
   * Backends of this database waiting for a lock, asked on a connection outside any transaction
   * (inside one, Postgres answers from the snapshot of its activity it took first).
   */
  const waiting = async (observer: pg.Client) =>
    Number((await observer.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0]!.n);

  async function until(condition: () => Promise<boolean>, what: string) {
    const deadline = Date.now() + 20_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`Gave up waiting until ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Starts `calls` together (see above) and answers each one's HTTP status: 200, or its error's. */
  async function together(calls: (() => Promise<unknown>)[]): Promise<number[]> {
    const [gate, observer] = await Promise.all([connection(), connection()]);
    await gate.query('begin');
    await gate.query('lock table public.rate_limit_hits in share mode');
    const answers = calls.map((call) => call().then(() => 200, (error: RpcError) => error.status));
    try {
      await until(async () => (await waiting(observer)) === calls.length, `all ${calls.length} calls wait at the gate`);
    } finally {
      await gate.query('commit');
    }
    return Promise.all(answers);
  }
  const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it('50 registrations of one email, from 50 networks at once, give one row: one registered, four duplicates, the rest 429', async () => {
    const statuses: string[] = [];
    const answers = await together(Array.from({ length: 50 }, () => () => on(db).register({ p_email: 'crowd@example.com' }).then((answer) => statuses.push((answer as { status: string }).status))));
    expect(tally(answers)).toEqual({ 200: 5, 429: 45 });
    expect(statuses.sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'registered']);
    expect(await on(db).count('subscribers', `email = 'crowd@example.com'`)).toBe(1);
  });

  it('20 enquiries from one sender at once: exactly its 5 a minute are written, each with its two email jobs; 15 are refused with 429', async () => {
    const submit = () => callFunction(db, 'service_role', 'submit_enquiry', { ...enquiry, p_email: 'eager@example.com' });
    expect(tally(await together(Array.from({ length: 20 }, () => submit)))).toEqual({ 200: 5, 429: 15 });
    expect(await on(db).count('enquiries')).toBe(5);
    expect(await on(db).count('email_outbox')).toBe(10);
  });

  it('30 wrong details tokens from one address at once: exactly its 20 a minute are looked up (404), 10 are refused with 429', async () => {
    const guess = () => callFunction(db, 'anon', 'update_interest_details', { p_token: crypto.randomUUID() }, { 'x-forwarded-for': '198.51.100.90' });
    expect(tally(await together(Array.from({ length: 30 }, () => guess)))).toEqual({ 404: 20, 429: 10 });
  });

  it('an enquiry whose connection is killed after the enquiry is written, before its email jobs, leaves neither', async () => {
    const [holder, observer] = await Promise.all([connection(), connection()]);
    await holder.query('begin');
    await holder.query('lock table public.email_outbox in share mode');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {}); // the killed call's log line
    onTestFinished(() => quiet.mockRestore());
    const call = failure(callFunction(db, 'service_role', 'submit_enquiry', { ...enquiry, p_email: 'cut.off@example.com' }));
    // Waiting at the outbox, having written the enquiry (its insert's lock on public.enquiries is held).
    const blocked = async () =>
      (await observer.query<{ pid: number }>(
        `select a.pid from pg_stat_activity a join pg_locks l on l.pid = a.pid and l.relation = 'public.enquiries'::regclass and l.mode = 'RowExclusiveLock' and l.granted
         where a.datname = current_database() and a.wait_event_type = 'Lock' and a.query like '%submit_enquiry%'`,
      )).rows[0]?.pid;
    try {
      await until(async () => (await blocked()) !== undefined, 'the enquiry waits at the outbox');
      await observer.query('select pg_terminate_backend($1)', [await blocked()]);
      expect((await call)?.status).toBe(500);
    } finally {
      await holder.query('commit');
    }
    expect(await on(db).count('enquiries')).toBe(0);
    expect(await on(db).count('email_outbox')).toBe(0);
    // The pool goes on with new connections.
    expect(await callFunction(db, 'service_role', 'submit_enquiry', { ...enquiry, p_email: 'after@example.com' })).toMatchObject({ id: expect.any(Number) });
    expect(await on(db).count('email_outbox')).toBe(2);
  });
});

/** submit_enquiry's arguments as the contact function sends them. */
const enquiry = {
  p_name: 'Imani Carter',
  p_subject: 'The four domains',
  p_message: 'We would like to talk.',
  p_interest: 'domain-purchase',
  p_source_url: null,
  p_enquiry_email: { Subject: 'Enquiry', EmailTo: ['sales@noirelle.example'] },
  p_auto_reply: { Subject: 'Thank you', EmailTo: [] },
};
