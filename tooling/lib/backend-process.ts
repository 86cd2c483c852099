/**
 * The local backend (supabase/local/main.ts: PGlite and the edge functions) in its own process, as
 * it is its own service in production: its database work and the advisor's replies never hold a
 * page of the site, which this process serves.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './workspace';

/** Long enough for a first start on a fresh machine: Deno transpiles each function once. */
const START_LIMIT_MS = 180_000;

export interface BackendProcess {
  /** Settles when the backend answers its health check (or rejects if it exits or never does). */
  ready: Promise<void>;
  stop(): void;
}

export function startBackendProcess(port: number, host: string): BackendProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'supabase/local/main.ts')], {
    cwd: root,
    env: { ...process.env, BACKEND_PORT: String(port), BACKEND_HOST: host },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  const exited = new Promise<never>((_, reject) => child.once('exit', (code, signal) => reject(new Error(`The backend stopped (${signal ?? code}) before it answered.`))));
  exited.catch(() => undefined);
  const healthy = (async () => {
    const deadline = Date.now() + START_LIMIT_MS;
    const address = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    while (Date.now() < deadline) {
      const answer = await fetch(`http://${address}:${port}/health`, { signal: AbortSignal.timeout(1_000) }).catch(() => null);
      if (answer?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The backend did not answer on port ${port} within ${START_LIMIT_MS / 1000} s.`);
  })();
  return { ready: Promise.race([healthy, exited]), stop };
}
