import { describe, expect, it } from 'vitest';
import { backend, client, enquiry, post, rows } from './harness';

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
