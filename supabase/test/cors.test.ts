import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedRequestHeaders } from '../functions/_shared/cors';
import { LOCAL_ANON_KEY } from '../local/keys';
import { startLocalBackend, type LocalBackend } from '../local/server';

/**
 * Every call the site's browser code makes to the backend, made with the installed
 * `@supabase/supabase-js` exactly as the advisor remote makes it, then preflighted against the local
 * backend as Chromium would, and judged by the browser's CORS check (fetch spec, "CORS-preflight
 * fetch" and "CORS check"). A header the client starts sending after an upgrade fails here first.
 */
const SITE_ORIGIN = 'http://localhost:5173';

interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The answer's Access-Control-Allow-Origin: without it the browser hides the answer from the page. */
  answerAllowsOrigin: string | null;
}

/** Request headers a browser sends without asking (fetch spec, "CORS-safelisted request-header"). */
function isSafelisted(name: string, value: string): boolean {
  if (['accept', 'accept-language', 'content-language'].includes(name)) return true;
  if (name === 'content-type') return ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].includes(value.split(';')[0]!.trim().toLowerCase());
  return false;
}

/** The header names Chromium lists in Access-Control-Request-Headers: lower-cased, sorted, unsafe only. */
const unsafeHeaderNames = (headers: Headers) =>
  [...headers.entries()]
    .filter(([name, value]) => !isSafelisted(name, value))
    .map(([name]) => name.toLowerCase())
    .sort();

const commaList = (value: string | null) => (value ?? '').split(',').map((item) => item.trim().toLowerCase()).filter(Boolean);

let backend: LocalBackend;
let sent: SentRequest[] = [];
let client: SupabaseClient;

beforeAll(async () => {
  backend = await startLocalBackend();
  // The client's own fetch, recorded, with the Origin a browser adds to a cross-origin request.
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set('origin', SITE_ORIGIN);
    const answer = await fetch(new Request(request, { headers }));
    sent.push({ method: request.method, url: request.url, headers: new Headers(request.headers), answerAllowsOrigin: answer.headers.get('access-control-allow-origin') });
    return answer;
  };
  client = createClient(backend.url, LOCAL_ANON_KEY, {
    global: { fetch: recordingFetch },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; no test opens a channel.
    realtime: { transport: class {} as never },
  });
});
afterAll(() => backend.stop());

/**
 * Runs `call`, then the preflight a browser sends before each request it made, and both CORS checks.
 * `succeeds: false` is for call shapes the backend refuses on purpose: only CORS is under test there.
 */
async function expectCorsToPass(call: () => Promise<{ error: unknown }>, { succeeds = true } = {}) {
  sent = [];
  const { error } = await call();
  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) {
    const requestHeaders = unsafeHeaderNames(request.headers);
    const preflight = await fetch(request.url, {
      method: 'OPTIONS',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': request.method, ...(requestHeaders.length ? { 'access-control-request-headers': requestHeaders.join(',') } : {}) },
    });
    const allowedHeaders = commaList(preflight.headers.get('access-control-allow-headers'));
    const allowedMethods = commaList(preflight.headers.get('access-control-allow-methods')).map((method) => method.toUpperCase());
    expect(preflight.status, `preflight of ${request.method} ${request.url}`).toBeGreaterThanOrEqual(200);
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(requestHeaders.filter((name) => !allowedHeaders.includes(name)), `headers ${request.method} ${new URL(request.url).pathname} sends that its preflight does not allow`).toEqual([]);
    if (!['GET', 'HEAD', 'POST'].includes(request.method)) expect(allowedMethods).toContain(request.method);
    expect(request.answerAllowsOrigin, `the answer to ${request.method} ${request.url}`).toBe(SITE_ORIGIN);
  }
  if (succeeds) expect(error).toBeNull();
}

describe('CORS for every browser call to the backend, with the installed client library', () => {
  it('registration (rpc register_interest): sends Content-Profile, which the preflight allows', async () => {
    await expectCorsToPass(() => client.rpc('register_interest', { p_email: `cors.${Date.now()}@example.com`, p_host: 'localhost' }));
    expect(unsafeHeaderNames(sent[0]!.headers)).toContain('content-profile');
  });

  it('details (rpc update_interest_details)', async () => {
    const { data } = await client.rpc('register_interest', { p_email: `details.${Date.now()}@example.com`, p_host: 'localhost' });
    await expectCorsToPass(() => client.rpc('update_interest_details', { p_token: (data as { token: string }).token, p_first_name: 'Adaeze' }));
  });

  it('contact (functions.invoke POST)', async () => {
    await expectCorsToPass(() =>
      client.functions.invoke('contact', { body: { name: 'Imani Carter', email: 'imani@example.com', subject: 'The domains', message: 'Hello.', interest: 'general', sourceUrl: SITE_ORIGIN } }),
    );
  });

  it('chat send (functions.invoke POST) and chat history (functions.invoke GET)', async () => {
    const sessionId = crypto.randomUUID();
    await expectCorsToPass(() => client.functions.invoke('advisor-chat', { body: { sessionId, message: 'What are your opening hours in Atlanta?' } }));
    await expectCorsToPass(() => client.functions.invoke(`advisor-chat?sessionId=${sessionId}`, { method: 'GET' }));
  });

  it('the other headers the client sends: Accept-Profile (rpc as GET), Prefer (counted rpc), x-region (invoke with a region)', async () => {
    // Paths the site does not call yet: only the preflight matters here, not the answer.
    await expectCorsToPass(() => client.rpc('register_interest', { p_email: 'get@example.com' }, { get: true }), { succeeds: false });
    expect(sent.some((request) => request.headers.has('accept-profile'))).toBe(true);
    await expectCorsToPass(() => client.rpc('register_interest', { p_email: `count.${Date.now()}@example.com` }, { count: 'exact' }), { succeeds: false });
    expect(sent.some((request) => request.headers.has('prefer'))).toBe(true);
    await expectCorsToPass(() => client.functions.invoke('contact', { body: {}, region: 'eu-west-1' as never }), { succeeds: false });
    expect(sent.some((request) => request.headers.has('x-region'))).toBe(true);
  });

  it('is one list, lower-case, with no duplicates', () => {
    expect(new Set(allowedRequestHeaders).size).toBe(allowedRequestHeaders.length);
    expect(allowedRequestHeaders.every((name) => name === name.toLowerCase())).toBe(true);
  });
});
