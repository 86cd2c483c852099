/**
 * `npm run leads`: the registered leads, the contact enquiries and their email jobs, for the seller.
 *   npm run leads                 print them
 *   npm run leads -- --csv DIR    write DIR/subscribers.csv, DIR/enquiries.csv and DIR/emails.csv
 * Asks the running local backend (as service_role) when there is one, and otherwise opens its
 * database directly (never both: Postgres's files have one owner at a time).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emailConfig } from '../functions/_shared/email';
import { openDatabase } from './database';
import { LOCAL_BACKEND_PORT } from './keys';
import { localDataDir, serviceKeyFile } from './paths';
import { toCsv } from './csv';
import { callFunction } from './rpc';

type Row = Record<string, unknown>;
interface Leads {
  subscribers: Row[];
  enquiries: Row[];
  /** Every outbox job: the company email and the auto-reply of each enquiry. */
  emails: Row[];
}

async function fromRunningBackend(): Promise<Leads | null> {
  const url = `http://127.0.0.1:${process.env.BACKEND_PORT ?? LOCAL_BACKEND_PORT}`;
  const alive = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) }).then((response) => response.ok, () => false);
  if (!alive || !existsSync(serviceKeyFile)) return null;
  const key = readFileSync(serviceKeyFile, 'utf8').trim();
  const response = await fetch(`${url}/rest/v1/rpc/export_leads`, { method: 'POST', headers: { apikey: key, 'content-type': 'application/json' }, body: '{}', signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`The backend answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Leads;
}

async function fromDataFolder(): Promise<Leads> {
  const db = await openDatabase(process.env.BACKEND_DATABASE_URL || localDataDir);
  try {
    return (await callFunction(db, 'service_role', 'export_leads', {})) as Leads;
  } finally {
    await db.close();
  }
}

const leads = (await fromRunningBackend()) ?? (await fromDataFolder());
const csvIndex = process.argv.indexOf('--csv');
if (csvIndex >= 0) {
  const dir = resolve(process.argv[csvIndex + 1] ?? '.');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'subscribers.csv'), toCsv(leads.subscribers));
  writeFileSync(join(dir, 'enquiries.csv'), toCsv(leads.enquiries));
  writeFileSync(join(dir, 'emails.csv'), toCsv(leads.emails));
  console.log(`Wrote ${leads.subscribers.length} leads, ${leads.enquiries.length} enquiries and ${leads.emails.length} email jobs to ${dir}`);
} else {
  console.log(`${leads.subscribers.length} registered leads`);
  console.table(leads.subscribers.map(({ email, full_name, company_name, website, geo_country, created_at }) => ({ email, full_name, company_name, website, geo_country, created_at })));
  console.log(`${leads.enquiries.length} enquiries`);
  console.table(leads.enquiries.map(({ name, email, interest, subject, email_status, created_at }) => ({ name, email, interest, subject, email_status, created_at })));
  console.log(`${leads.emails.length} email jobs`);
  console.table(leads.emails.map(({ enquiry_id, kind, recipient, state, attempts, next_attempt_at, last_error }) => ({ enquiry: enquiry_id, kind, recipient, state, attempts, next_attempt: next_attempt_at, last_error })));
  const waiting = leads.emails.filter(({ state }) => state === 'queued' || state === 'retrying').length;
  // This process's environment, which npm start's backend shares when both run from one shell.
  if (waiting && !emailConfig(process.env)) {
    console.log(`${waiting} email jobs are waiting: no email API is configured here (EMAIL_API_BASE, EMAIL_API_USER and EMAIL_API_PASSWORD are not all set). Start the backend with them and it sends the outbox.`);
  }
}
