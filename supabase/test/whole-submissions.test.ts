import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY } from '../local/keys';
import { backend, enquiry, post, rows, session, standIn } from './harness';
import { reply } from './stand-in';

const site = { origin: 'http://localhost:5173' };

/** An error as the page reads it: its status, the CORS header that lets it read it, and the body. */
async function readable(response: Response) {
  return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: (await response.json()) as Record<string, unknown> };
}

describe('a contact enquiry is written whole or not at all', () => {
  it.each(['name', 'email', 'subject', 'message'] as const)('a lone UTF-16 surrogate in %s answers 400 naming the field, readable by the page, and writes nothing', async (field) => {
    const base = await backend();
    const value = field === 'email' ? 'imani\ud800@example.com' : `${enquiry[field]} \ud800`;
    const answer = await readable(await post(base, '/functions/v1/contact', { ...enquiry, [field]: value }, site));
    expect(answer).toMatchObject({ status: 400, cors: site.origin, body: { code: 'invalid-text', fields: { [field]: expect.any(String) } } });
    expect(await rows(base, 'select id from public.enquiries union all select id from public.email_outbox')).toEqual([]);
  });

  it('a NUL in a contact field, or in a chat message, answers 400 naming the field, readable by the page', async () => {
    const base = await backend();
    const contact = await readable(await post(base, '/functions/v1/contact', { ...enquiry, subject: 'Four\u0000domains' }, site));
    expect(contact).toMatchObject({ status: 400, cors: site.origin, body: { code: 'invalid-text', fields: { subject: expect.any(String) } } });
    const chat = await readable(await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: 'Hello\u0000' }, site));
    expect(chat).toMatchObject({ status: 400, cors: site.origin, body: { code: 'invalid-text', fields: { message: expect.any(String) } } });
    expect(await rows(base, 'select id from public.enquiries union all select id from public.chat_messages')).toEqual([]);
  });

  it('a function stopped while it sends leaves the enquiry queued with both its email jobs, never pending alone', async () => {
    // The email service receives the enquiry, and the function dies before it hears back.
    const started: { backend?: Awaited<ReturnType<typeof backend>> } = {};
    const api = await standIn(() => started.backend!.functions.get('contact')!.stop());
    const base = (started.backend = await backend({ EMAIL_API_BASE: api.url, EMAIL_API_USER: 'u', EMAIL_API_PASSWORD: 'p' }));
    const answer = await post(base, '/functions/v1/contact', enquiry, site);
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.headers.get('access-control-allow-origin')).toBe(site.origin);
    expect(await rows(base, 'select email_status from public.enquiries')).toEqual([{ email_status: 'queued' }]);
    expect(await rows(base, 'select kind, sent_at from public.email_outbox order by id')).toEqual([
      { kind: 'enquiry', sent_at: null },
      { kind: 'auto-reply', sent_at: null },
    ]);
  });

  it('an enquiry sent by the email service is marked sent, with its jobs', async () => {
    const api = await standIn((_, response) => reply(response, 200, { ok: true }));
    const base = await backend({ EMAIL_API_BASE: api.url, EMAIL_API_USER: 'u', EMAIL_API_PASSWORD: 'p' });
    expect((await post(base, '/functions/v1/contact', enquiry)).status).toBe(200);
    expect(await rows(base, 'select email_status from public.enquiries')).toEqual([{ email_status: 'sent' }]);
    expect(await rows(base, 'select kind, sent_at is not null as sent, last_error from public.email_outbox order by id')).toEqual([
      { kind: 'enquiry', sent: true, last_error: null },
      { kind: 'auto-reply', sent: true, last_error: null },
    ]);
  });
});

describe('contact limits key on the normalised address', () => {
  it('eight spellings of one mailbox are one sender: five enquiries a minute, then 429', async () => {
    const base = await backend();
    const spellings = ['imani@example.com', 'Imani@Example.com', ' IMANI@EXAMPLE.COM', 'imani@example.com\u200b', '\u00adimani@example.com', 'ｉｍａｎｉ@example.com', 'imani\ufe0f@example.com', 'imani\u{e0061}@example.com'];
    const statuses: number[] = [];
    for (const email of spellings) statuses.push((await post(base, '/functions/v1/contact', { ...enquiry, email })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // One mailbox, written one way, got every auto-reply.
    expect(await rows(base, `select distinct payload->'EmailTo'->>0 as "to" from public.email_outbox where kind = 'auto-reply'`)).toEqual([{ to: 'imani@example.com' }]);
  });

  it('a page address that is not http(s) is refused by name, and nothing is stored', async () => {
    const base = await backend();
    const answer = await readable(await post(base, '/functions/v1/contact', { ...enquiry, sourceUrl: 'javascript:alert(1)' }, site));
    expect(answer).toMatchObject({ status: 400, cors: site.origin, body: { fields: { sourceUrl: expect.any(String) } } });
    expect(await rows(base, 'select id from public.enquiries')).toEqual([]);
  });
});

describe('every backend answer is safe to read', () => {
  it('JSON answers of the gateway and of the functions carry nosniff, errors a stable code and never Postgres text', async () => {
    const base = await backend();
    const answers = [
      await post(base, '/rest/v1/rpc/register_interest', { p_email: 'nosniff@example.com' }),
      await post(base, '/rest/v1/rpc/update_interest_details', { p_token: 'not-a-uuid' }),
      await post(base, '/rest/v1/rpc/register_interest', { p_email: 'x@example.com', p_unknown: 'y' }),
      await post(base, '/rest/v1/rpc/register_interest', { p_email: 'nul\u0000@example.com' }),
      await post(base, '/functions/v1/contact', enquiry),
      await post(base, '/functions/v1/contact', { ...enquiry, email: 'nope' }),
      await fetch(`${base.url}/functions/v1/advisor-chat?sessionId=${session}`, { headers: { apikey: LOCAL_ANON_KEY } }),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
      const body = (await answer.json()) as Record<string, unknown>;
      if (answer.status < 400) continue;
      expect(body.code, JSON.stringify(body)).toEqual(expect.any(String));
      expect(JSON.stringify(body)).not.toMatch(/invalid input syntax|invalid byte sequence|does not exist|public\.\w+\(|uuid|\\u0000/);
    }
  });

  it('limits chat-history reads from one client, with Retry-After', async () => {
    const base = await backend();
    const read = () => fetch(`${base.url}/functions/v1/advisor-chat?sessionId=${session}`, { headers: { apikey: LOCAL_ANON_KEY, ...site } });
    for (let index = 0; index < 60; index += 1) expect((await read()).status).toBe(200);
    const blocked = await read();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.headers.get('access-control-allow-origin')).toBe(site.origin);
  });
});
