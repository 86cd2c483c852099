import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL, MISSING_FIELDS } from '../functions/_shared/validation';
import { edgeFunction } from '../local/edge-functions';
import { LOCAL_ANON_KEY } from '../local/keys';
import { backend, client, enquiry, post, publishedSite, rows, running, session, standIn } from './harness';
import { reply } from './stand-in';

describe('the local backend is a Supabase project to @supabase/supabase-js', () => {
  it('registers interest through rpc, and refuses a direct table read', async () => {
    const base = await backend();
    const supabase = client(base);
    const { data, error } = await supabase.rpc('register_interest', { p_email: 'Kemi@Example.com', p_host: 'localhost' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'registered' });
    const duplicate = await supabase.rpc('register_interest', { p_email: 'kemi@example.com' });
    expect(duplicate.data).toEqual({ status: 'duplicate' });
    const details = await supabase.rpc('update_interest_details', { p_token: (data as { token: string }).token, p_first_name: 'Kemi' });
    expect(details.data).toEqual({ status: 'updated' });
    const forbidden = await supabase.rpc('submit_enquiry', { p_name: 'x', p_email: 'x@example.com', p_subject: 's', p_message: 'm', p_interest: 'general', p_source_url: null, p_enquiry_email: null, p_auto_reply: null });
    expect(forbidden.error?.code).toBe('42501');
  });

  it('invokes the contact function, which stores the enquiry and queues both emails without an email service', async () => {
    const base = await backend();
    const supabase = client(base);
    const { data, error } = await supabase.functions.invoke('contact', { body: enquiry });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'queued' });
    expect(await rows(base, 'select name, email, interest, email_status from public.enquiries')).toEqual([{ name: 'Imani Carter', email: 'imani@example.com', interest: 'domain-purchase', email_status: 'queued' }]);
    expect((await rows(base, 'select kind from public.email_outbox order by id')).map((row) => row.kind)).toEqual(['enquiry', 'auto-reply']);
  });

  it('does not let a client pick its rate-limit bucket with X-Forwarded-For', async () => {
    const base = await backend();
    // 20 wrong details tokens a minute from one client, each claiming another address.
    const guess = (index: number) => post(base, '/rest/v1/rpc/update_interest_details', { p_token: crypto.randomUUID() }, { 'x-forwarded-for': `192.0.2.${index}` });
    for (let index = 0; index < 20; index += 1) expect((await guess(index)).status).toBe(404);
    const blocked = await guess(99);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses what is not JSON text: a text/plain body (415), an array or object as a field (400)', async () => {
    const base = await backend();
    const plain = await fetch(`${base.url}/rest/v1/rpc/register_interest`, { method: 'POST', headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'text/plain' }, body: JSON.stringify({ p_email: 'plain@example.com' }) });
    expect(plain.status).toBe(415);
    const array = await post(base, '/rest/v1/rpc/register_interest', { p_email: ['list@example.com'] });
    expect(array.status).toBe(400);
    expect(await array.json()).toMatchObject({ field: 'email' });
    const contactAsText = await fetch(`${base.url}/functions/v1/contact`, { method: 'POST', headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'text/plain' }, body: JSON.stringify(enquiry) });
    expect(contactAsText.status).toBe(415);
    expect(await rows(base, 'select id from public.subscribers union all select id from public.enquiries')).toEqual([]);
  });

  it('answers 400, not 500, for a function name that is not valid percent-encoding', async () => {
    const base = await backend();
    const answer = await post(base, '/rest/v1/rpc/register%E0%A4%A', { p_email: 'kemi@example.com' });
    expect(answer.status).toBe(400);
    expect(await rows(base, 'select id from public.subscribers')).toEqual([]);
  });

  it('answers CORS for the site and not for other origins, and needs a key', async () => {
    const base = await backend();
    const preflight = (origin: string) => fetch(`${base.url}/functions/v1/contact`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    expect((await preflight('http://localhost:5173')).headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect((await preflight('https://noirelle.beauty')).headers.get('access-control-allow-origin')).toBe('https://noirelle.beauty');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${base.url}/rest/v1/rpc/register_interest`, { method: 'POST', body: '{}' })).status).toBe(401);
  });
});

describe('contact: validation', () => {
  it.each([
    [{ ...enquiry, name: '   ' }, MISSING_FIELDS],
    [{ ...enquiry, subject: undefined }, MISSING_FIELDS],
    [{ ...enquiry, email: 'imani@example' }, INVALID_EMAIL],
    [{ ...enquiry, email: 'imani @example.com' }, INVALID_EMAIL],
    [{ ...enquiry, message: 'x'.repeat(5001) }, 'At most 5000 characters.'],
    [{ ...enquiry, interest: 'gossip' }, undefined],
  ])('answers 400 with a clear message and writes nothing (%#)', async (body, message) => {
    const base = await backend();
    const response = await post(base, '/functions/v1/contact', body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBe('Some fields are missing or invalid.');
    if (message) expect(Object.values(answer.fields)).toContain(message);
    expect(await rows(base, 'select id from public.enquiries')).toEqual([]);
  });

  it.each([
    ['fr', 'Certains champs sont manquants ou invalides.', 'Veuillez saisir une adresse e-mail valide.'],
    ['es', 'Faltan campos o alguno no es válido.', 'Introduzca una dirección de correo electrónico válida.'],
    ['de', 'Some fields are missing or invalid.', INVALID_EMAIL],
  ])('refuses in the language the page says it wrote from (Content-Language: %s), English for any other', async (language, summary, message) => {
    const base = await backend();
    const response = await post(base, '/functions/v1/contact', { ...enquiry, email: 'imani@example' }, { 'content-language': language });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer).toMatchObject({ error: summary, fields: { email: message } });
  });

  it('says what the database refuses in the page’s language too: an address’s sixth message in a minute', async () => {
    const base = await backend();
    const send = () => post(base, '/functions/v1/contact', enquiry, { 'content-language': 'es' });
    for (let sent = 0; sent < 5; sent += 1) expect((await send()).status).toBe(200);
    const response = await send();
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ error: 'Demasiados mensajes desde esta dirección. Vuelva a intentarlo dentro de un minuto.', code: 'rate-limited' });
  });

  it('refuses a body that is not JSON (400) or too large (413)', async () => {
    const base = await backend();
    expect((await post(base, '/functions/v1/contact', '{oops')).status).toBe(400);
    expect((await post(base, '/functions/v1/contact', { ...enquiry, message: 'x'.repeat(20_000) })).status).toBe(413);
  });
});

describe('contact: the email API contract (a real server on loopback)', () => {
  it('sends the enquiry to the two company addresses with the two copies, then the auto-reply, with basic auth and escaped HTML', async () => {
    const api = await standIn((_, response) => reply(response, 200, { ok: true }));
    const base = await backend({ EMAIL_API_BASE: `${api.url}/mail/`, EMAIL_API_USER: 'noirelle', EMAIL_API_PASSWORD: 's3cret' });
    const response = await post(base, '/functions/v1/contact', enquiry);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'sent' });
    expect(api.requests.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/mail/sendemailv2/'],
      ['POST', '/mail/sendemailv2/'],
    ]);
    expect(api.requests[0]!.headers.authorization).toBe(`Basic ${Buffer.from('noirelle:s3cret').toString('base64')}`);
    const company = JSON.parse(api.requests[0]!.body);
    expect(Object.keys(company).sort()).toEqual(['BCCto', 'CCto', 'EmailFrom', 'EmailTo', 'Message', 'Name', 'Subject']);
    expect(company.EmailTo).toEqual(['concierge@noirelle.beauty', 'acquisitions@noirelle.beauty']);
    expect(company.CCto).toEqual(['partners@noirelle.beauty', 'records@noirelle.beauty']);
    expect(company.Message).toContain('We would like to talk &lt;b&gt;soon&lt;/b&gt;.');
    expect(company.Message).not.toContain('<b>soon');
    const autoReply = JSON.parse(api.requests[1]!.body);
    expect(autoReply.EmailTo).toEqual(['imani@example.com']);
    expect(autoReply.EmailFrom).toBe('hello@noirelle.beauty');
    expect(await rows(base, 'select email_status from public.enquiries')).toEqual([{ email_status: 'sent' }]);
  });

  it('answers the visitor in the language of the page they wrote from, and tells the house which it was', async () => {
    const api = await standIn((_, response) => reply(response, 200, { ok: true }));
    const base = await backend({ EMAIL_API_BASE: `${api.url}/mail/`, EMAIL_API_USER: 'noirelle', EMAIL_API_PASSWORD: 's3cret' });
    expect((await post(base, '/functions/v1/contact', enquiry, { 'content-language': 'fr' })).status).toBe(200);
    const [company, autoReply] = api.requests.map((request) => JSON.parse(request.body) as { Subject: string; Message: string });
    expect(company!.Message).toContain('<th align="left">Language</th><td>French</td>');
    expect(autoReply!.Subject).toBe('Nous avons bien reçu votre message, Imani Carter');
    expect(autoReply!.Message).toContain('sous 24\u00a0heures');
    expect(autoReply!.Message).toContain('du lundi au vendredi');
    expect(autoReply!.Message).not.toContain('Thank you');
  });

  it('keeps the enquiry and answers 502 when the company email fails; the auto-reply is still attempted, and both stay in the outbox to be retried', async () => {
    const api = await standIn((_, response) => reply(response, 503, 'maintenance'));
    const base = await backend({ EMAIL_API_BASE: api.url, EMAIL_API_USER: 'u', EMAIL_API_PASSWORD: 'p' });
    const response = await post(base, '/functions/v1/contact', enquiry);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: 'email-not-sent' });
    expect(api.requests.map((request) => JSON.parse(request.body).EmailTo)).toEqual([['concierge@noirelle.beauty', 'acquisitions@noirelle.beauty'], ['imani@example.com']]);
    expect(await rows(base, 'select email_status, email_error from public.enquiries')).toEqual([{ email_status: 'retrying', email_error: 'Email API error: 503 maintenance' }]);
    expect(await rows(base, 'select kind, state, attempts, sent_at, last_error from public.email_outbox order by id')).toEqual([
      { kind: 'enquiry', state: 'retrying', attempts: 1, sent_at: null, last_error: 'Email API error: 503 maintenance' },
      { kind: 'auto-reply', state: 'retrying', attempts: 1, sent_at: null, last_error: 'Email API error: 503 maintenance' },
    ]);
  });

  it('treats a silent email API as a failure after the timeout, still keeping the enquiry', async () => {
    const api = await standIn(() => undefined); // never answers
    const base = await backend({ EMAIL_API_BASE: api.url, EMAIL_API_USER: 'u', EMAIL_API_PASSWORD: 'p', EMAIL_API_TIMEOUT_MS: '300' });
    expect((await post(base, '/functions/v1/contact', enquiry)).status).toBe(502);
    expect(await rows(base, 'select email_status from public.enquiries')).toEqual([{ email_status: 'retrying' }]);
  });

  it('swallows a failed auto-reply: the visitor still hears success', async () => {
    const api = await standIn((request, response) => (JSON.parse(request.body).EmailTo[0] === 'imani@example.com' ? reply(response, 500, 'bounce') : reply(response, 200, {})));
    const base = await backend({ EMAIL_API_BASE: api.url, EMAIL_API_USER: 'u', EMAIL_API_PASSWORD: 'p' });
    const response = await post(base, '/functions/v1/contact', enquiry);
    expect(response.status).toBe(200);
    expect(api.requests).toHaveLength(2);
  });
});

describe('advisor-chat', () => {
  it('answers with the built-in advisor and keeps the history, newest first', async () => {
    const base = await backend();
    const first = await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: 'Hello' });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { reply: string }).reply).toMatch(/^Hello, I am Amara/);
    await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: 'What are your hours in Toronto?' });
    const history = (await (await fetch(`${base.url}/functions/v1/advisor-chat?sessionId=${session}`, { headers: { apikey: LOCAL_ANON_KEY } })).json()) as { messages: { role: string; content: string }[] };
    expect(history.messages.map((message) => message.role)).toEqual(['assistant', 'user', 'assistant', 'user']);
    expect(history.messages[1]!.content).toBe('What are your hours in Toronto?');
    expect(history.messages[0]!.content).toContain('/local/toronto-on');
  });

  it('names a product with its picture, from the remote that published it, and the history gives the same reply', async () => {
    const site = await publishedSite();
    const base = await backend({ SITE_URL: site.url });
    const sent = await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: 'Tell me about the Even Tone Concentrate' });
    const { reply } = (await sent.json()) as { reply: string };
    // Its file, next to the remote's entry (remotes.json names locations/remoteEntry.js).
    expect(reply).toContain(`![An amber glass dropper bottle](${site.url}/locations/assets/packshot-dropper-400-DczPdZoy.webp){width=400 height=500}[Even Tone Concentrate, $185](/product/even-tone-concentrate)`);
    const history = (await (await fetch(`${base.url}/functions/v1/advisor-chat?sessionId=${session}`, { headers: { apikey: LOCAL_ANON_KEY } })).json()) as { messages: { content: string }[] };
    expect(history.messages[0]!.content).toBe(reply);
  });

  it('validates the session and the message', async () => {
    const base = await backend();
    expect((await post(base, '/functions/v1/advisor-chat', { sessionId: 'abc', message: 'hi' })).status).toBe(400);
    expect((await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: '   ' })).status).toBe(400);
    expect((await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: 'x'.repeat(2001) })).status).toBe(400);
    expect((await fetch(`${base.url}/functions/v1/advisor-chat?sessionId=nope`, { headers: { apikey: LOCAL_ANON_KEY } })).status).toBe(400);
    expect(await rows(base, 'select id from public.chat_messages')).toEqual([]);
  });

  it('limits one client to 30 messages a minute (429), whatever X-Forwarded-For the client sends', async () => {
    const base = await backend();
    // The Deno entry takes the caller from X-Forwarded-For, which the gateway sets and a client must not.
    const spoofed = (index: number) => ({ 'x-forwarded-for': `192.0.2.${index}` });
    for (let index = 0; index < 30; index += 1) expect((await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: `Question ${index}` }, spoofed(index))).status).toBe(200);
    expect((await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: 'One more' }, spoofed(99))).status).toBe(429);
  });

  it('runs each function from its real Deno entry, and starts it again after it stops', async () => {
    const base = await backend();
    expect([...base.functions.keys()]).toEqual(['advisor-chat', 'contact', 'email-outbox']);
    for (const edge of base.functions.values()) {
      const command = readFileSync(`/proc/${edge.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      expect(basename(command[0]!)).toBe('deno');
      expect(command.slice(1)).toEqual(['run', '--allow-net', '--allow-env', '--import-map', 'functions/import_map.json', `functions/${edge.name}/index.ts`]);
    }
    const contact = base.functions.get('contact')!;
    const first = contact.pid!;
    process.kill(first, 'SIGKILL');
    await expect.poll(() => contact.pid).toBeUndefined();
    expect((await post(base, '/functions/v1/contact', enquiry)).status).toBe(200);
    expect(contact.pid).not.toBe(first);
  });

  it('gives up on a database that does not answer, instead of holding the visitor for good', async () => {
    const silentDatabase = await standIn(() => undefined);
    const contact = edgeFunction('contact', { SUPABASE_URL: silentDatabase.url, SUPABASE_SERVICE_ROLE_KEY: 'service', RPC_TIMEOUT_MS: '300' });
    running.push({ stop: async () => contact.stop() });
    const answer = await fetch(`${await contact.origin()}/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(enquiry), signal: AbortSignal.timeout(4_000) });
    expect(answer.status).toBe(500);
    expect(silentDatabase.requests.map((request) => request.url)).toEqual(['/rest/v1/rpc/client_limit_wait']);
  });

  it('talks to Flowise when configured: prediction and history, bearer token, session and the site’s facts in overrideConfig', async () => {
    const flowise = await standIn((request, response) =>
      request.method === 'POST'
        ? reply(response, 200, { text: 'From the flow.', chatMessageId: 'msg-42' })
        : reply(response, 200, [
            { id: '2', role: 'apiMessage', content: 'Answer', createdDate: '2026-11-21T10:00:01Z' },
            { id: '1', role: 'userMessage', content: 'Question', createdDate: '2026-11-21T10:00:00Z' },
          ]),
    );
    const base = await backend({ FLOWISE_URL: `${flowise.url}/`, FLOWISE_FLOW_ID: 'flow-7', FLOWISE_API_KEY: 'fw-key' });
    const sent = await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: 'Best serum for dark spots?' });
    expect(await sent.json()).toEqual({ reply: 'From the flow.', id: 'msg-42' });
    const history = (await (await fetch(`${base.url}/functions/v1/advisor-chat?sessionId=${session}`, { headers: { apikey: LOCAL_ANON_KEY } })).json()) as { messages: unknown[] };
    expect(history.messages).toEqual([
      { id: '2', role: 'assistant', content: 'Answer', createdAt: '2026-11-21T10:00:01Z' },
      { id: '1', role: 'user', content: 'Question', createdAt: '2026-11-21T10:00:00Z' },
    ]);
    const [prediction, listing] = flowise.requests;
    expect([prediction!.method, prediction!.url]).toEqual(['POST', '/api/v1/prediction/flow-7']);
    expect(prediction!.headers.authorization).toBe('Bearer fw-key');
    // The site's best documents for the question go with it as the flow's variable, not in the question.
    expect(JSON.parse(prediction!.body)).toEqual({ question: 'Best serum for dark spots?', overrideConfig: { sessionId: session, vars: { site_facts: expect.stringContaining('Even Tone Concentrate (/product/even-tone-concentrate)') } } });
    // The flow is grounded on the facts as before: no picture.
    expect(JSON.parse(prediction!.body).overrideConfig.vars.site_facts).not.toContain('packshot');
    expect([listing!.method, listing!.url]).toEqual(['GET', `/api/v1/chatmessage/flow-7?sessionId=${session}&sort=DESC`]);
    expect(listing!.headers.authorization).toBe('Bearer fw-key');
  });

  it('never sends a worry about health to Flowise: the referral answers it, and the history keeps it with the flow’s', async () => {
    const flowise = await standIn((request, response) =>
      request.method === 'POST'
        ? reply(response, 200, { text: 'Try the Even Tone Concentrate, $185.', chatMessageId: 'msg-1' })
        : reply(response, 200, [{ id: 'f1', role: 'userMessage', content: 'Earlier question', createdDate: '2020-01-01T10:00:00Z' }]),
    );
    const base = await backend({ FLOWISE_URL: flowise.url, FLOWISE_FLOW_ID: 'flow-7', FLOWISE_API_KEY: 'fw-key' });
    const worry = 'this dark mole on my cheek has started to bleed, which concealer covers it?';
    const sent = await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: worry });
    const { reply: answer } = (await sent.json()) as { reply: string };
    expect(answer).toMatch(/dermatologist|doctor/);
    expect(answer).not.toMatch(/\/product\/|\$\d/);
    expect(flowise.requests.filter((request) => request.method === 'POST')).toEqual([]);
    const history = (await (await fetch(`${base.url}/functions/v1/advisor-chat?sessionId=${session}`, { headers: { apikey: LOCAL_ANON_KEY } })).json()) as { messages: { role: string; content: string }[] };
    expect(history.messages.map(({ role, content }) => [role, content])).toEqual([
      ['assistant', answer],
      ['user', worry],
      ['user', 'Earlier question'],
    ]);
  });

  it('turns a Flowise error or silence into the spec’s Chat API error (502)', async () => {
    const failing = await standIn((_, response) => reply(response, 500, 'boom'));
    const base = await backend({ FLOWISE_URL: failing.url, FLOWISE_FLOW_ID: 'f', FLOWISE_API_KEY: 'k' });
    const answer = await post(base, '/functions/v1/advisor-chat', { sessionId: session, message: 'Best serum for dark spots?' });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ error: 'Chat API error: 500', code: 'chat-unavailable' });
    const history = await fetch(`${base.url}/functions/v1/advisor-chat?sessionId=${session}`, { headers: { apikey: LOCAL_ANON_KEY } });
    expect(await history.json()).toEqual({ error: 'Chat history API error: 500', code: 'chat-unavailable' });

    const silent = await standIn(() => undefined);
    const slow = await backend({ FLOWISE_URL: silent.url, FLOWISE_FLOW_ID: 'f', FLOWISE_API_KEY: 'k', FLOWISE_TIMEOUT_MS: '300' });
    expect((await post(slow, '/functions/v1/advisor-chat', { sessionId: session, message: 'Best serum for dark spots?' })).status).toBe(502);
  });
});
