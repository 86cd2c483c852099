import { createClient } from '@supabase/supabase-js';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKEND_TIME_LIMITS_MS, timeLimitedFetch, timeLimitFor } from './backend';

/** A backend that accepts every connection and never answers (a hung backend). */
let hung: Server;
let url = '';
beforeAll(async () => {
  hung = createServer(() => undefined);
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
});
afterAll(() => {
  hung.closeAllConnections();
  hung.close();
});

describe('every browser call to the backend has a time limit', () => {
  it('per call: a SQL function, the advisor', () => {
    expect(timeLimitFor('https://p.supabase.co/rest/v1/rpc/register_interest')).toBe(BACKEND_TIME_LIMITS_MS.rpc);
    expect(timeLimitFor('https://p.supabase.co/rest/v1/rpc/update_interest_details')).toBe(BACKEND_TIME_LIMITS_MS.rpc);
    expect(timeLimitFor('https://p.supabase.co/functions/v1/advisor-chat?sessionId=x')).toBe(BACKEND_TIME_LIMITS_MS['advisor-chat']);
  });

  it('so the Supabase client gives up on a backend that never answers, and says so', async () => {
    const client = createClient(url, 'anon', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: timeLimitedFetch({ rpc: 150, 'advisor-chat': 350 }) },
    });
    const started = Date.now();
    const [registration, chat] = await Promise.all([
      client.rpc('register_interest', { p_email: 'ada@example.com' }),
      client.functions.invoke('advisor-chat?sessionId=x', { method: 'GET' }),
    ]);
    expect(registration.error).not.toBeNull();
    expect(chat.error).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
