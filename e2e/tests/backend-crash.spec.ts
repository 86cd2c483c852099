import type { Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendPort } from 'shared/federation-apps';
import { openDatabase } from 'backend/local/database';
import { root } from 'tooling/lib/workspace';
import { startFaultProxy } from '../network/fault-proxy';
import { expect, test } from './fixtures';
import { expectPage, freePort, toasts } from './helpers';

/**
 * A second local backend, in its own process group and data folder, that the test can kill as a crash
 * does (SIGKILL: no clean-up, no answer) without touching the backend the other tests share.
 */
async function startBackendProcess(port: number, dataDir: string): Promise<{ process: ChildProcess; serviceKey: () => string }> {
  const serviceKeyFile = join(dataDir, '..', 'service-key');
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    cwd: root,
    env: { ...process.env, BACKEND_PORT: String(port), BACKEND_DATA_DIR: dataDir, BACKEND_SERVICE_KEY_FILE: serviceKeyFile },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let said = '';
  child.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the backend exited: ${said}`);
        return fetch(`http://127.0.0.1:${port}/health`).then((response) => response.status, () => 0);
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  return { process: child, serviceKey: () => readFileSync(serviceKeyFile, 'utf8').trim() };
}

/** Kills the backend and the Deno functions it started, as a machine that loses power would. */
async function crash(backend: ChildProcess) {
  const exited = new Promise((resolve) => backend.once('exit', resolve));
  process.kill(-backend.pid!, 'SIGKILL');
  await exited;
}

const section = (page: Page) => page.getByRole('form', { name: 'Register interest' });
const toast = (page: Page, title: string) => toasts(page).filter({ hasText: title });

test('the backend killed in the middle of a registration: the failure message, the email kept, no half-written lead, and the retry registers', async ({ browser }) => {
  // Two backend starts (each opens Postgres and applies the migrations) on a machine busy with the rest of the suite.
  test.slow();
  const folder = mkdtempSync(join(tmpdir(), 'noirelle-crash-'));
  const dataDir = join(folder, 'data');
  // The registration's insert waits inside its transaction, so the kill lands after the row is written
  // and before the commit: exactly the moment a half-written lead would come from.
  const setup = await openDatabase(dataDir);
  await setup.exec(`
    create function public.hold_registration() returns trigger language plpgsql as $$ begin perform pg_sleep(120); return new; end $$;
    create trigger hold_registration after insert on public.subscribers for each row execute function public.hold_registration();
  `);
  await setup.close();

  const port = await freePort();
  let backend = await startBackendProcess(port, dataDir);
  // The browser asks for the site's backend as always; its requests reach the killable one.
  const proxy = await startFaultProxy([], { reroute: { [`localhost:${backendPort}`]: `127.0.0.1:${port}` } });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: test.info().project.use.storageState, proxy: { server: proxy.server } });
  try {
    const page = await context.newPage();
    const email = `crash.${Date.now()}@example.com`;
    await page.goto('/');
    await expectPage(page, 'Beauty, formulated for melanin.');
    await page.getByRole('link', { name: 'Register Interest' }).click();
    const form = section(page);
    const field = form.getByLabel('Email address');
    await field.fill(email);
    await form.getByRole('button', { name: 'Register Interest' }).click();

    await expect.poll(() => proxy.forwarded).toContain(`POST localhost:${backendPort}/rest/v1/rpc/register_interest`);
    // The call reached the backend and is held in its transaction: no answer yet.
    await page.waitForTimeout(1_500);
    await expect(toast(page, 'Registration Failed')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Thank You for Your Interest' })).toBeHidden();
    await crash(backend.process);

    await expect(toast(page, 'Registration Failed')).toBeVisible();
    await expect(page.getByText('There was an error processing your request. Please try again.')).toBeVisible();
    await expect(field).toHaveValue(email);

    // Postgres recovers from its write-ahead log: the uncommitted lead is not there, nor its rate-limit hits.
    const recovered = await openDatabase(dataDir);
    expect((await recovered.query('select email from public.subscribers')).rows).toEqual([]);
    expect((await recovered.query(`select bucket from public.rate_limit_hits where bucket like 'register-email:%'`)).rows).toEqual([]);
    await recovered.exec('drop trigger hold_registration on public.subscribers; drop function public.hold_registration();');
    await recovered.close();

    // The visitor tries again once the backend is back: the same email registers, once.
    backend = await startBackendProcess(port, dataDir);
    await form.getByRole('button', { name: 'Register Interest' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank You for Your Interest' })).toBeVisible();
    const leads = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/export_leads`, { method: 'POST', headers: { apikey: backend.serviceKey(), 'content-type': 'application/json' }, body: '{}' });
    expect(((await leads.json()) as { subscribers: { email: string }[] }).subscribers.map((lead) => lead.email)).toEqual([email]);
  } finally {
    await context.close();
    await proxy.stop();
    if (backend.process.exitCode === null && backend.process.signalCode === null) await crash(backend.process);
    rmSync(folder, { recursive: true, force: true });
  }
});
