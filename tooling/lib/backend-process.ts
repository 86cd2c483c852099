/**
 * The local backend (supabase/local/main.ts: PGlite and the edge functions) in its own process, as
 * it is its own service in production: its database work and the advisor's replies never hold a
 * page of the site. Supervised (./supervisor.ts): once it has answered, a backend that exits is
 * started again on the same port and data, its Deno functions killed with it.
 */
import { join } from 'node:path';
import { supervise } from './supervisor';
import { root } from './workspace';

/** Long enough for a first start on a fresh machine: Deno transpiles each function once. */
const START_LIMIT_MS = 180_000;

export interface BackendProcess {
  /** Settles when the backend first answers its health check (or rejects if it exits or never does). */
  ready: Promise<void>;
  stop(): Promise<void>;
  /** The running backend's process id, if one runs. */
  pid(): number | undefined;
}

export interface BackendProcessOptions {
  port: number;
  host: string;
  /** BACKEND_DATA_DIR and BACKEND_SERVICE_KEY_FILE (supabase/local/main.ts): a second backend's own. */
  env?: NodeJS.ProcessEnv;
}

export function startBackendProcess({ port, host, env = {} }: BackendProcessOptions): BackendProcess {
  let answered = false;
  let failBeforeReady: (error: Error) => void = () => undefined;
  const exitedBeforeReady = new Promise<never>((_, reject) => (failBeforeReady = reject));
  exitedBeforeReady.catch(() => undefined);
  const backend = supervise({
    name: 'backend',
    command: process.execPath,
    args: ['--import', 'tsx', join(root, 'supabase/local/main.ts')],
    cwd: root,
    env: { ...process.env, ...env, BACKEND_PORT: String(port), BACKEND_HOST: host },
    // One that never answered (its port taken, its data unreadable) would only fail again.
    restart: ({ code, signal }) => {
      if (!answered) failBeforeReady(new Error(`The backend stopped (${signal ?? code}) before it answered.`));
      return answered;
    },
  });
  const healthy = (async () => {
    const deadline = Date.now() + START_LIMIT_MS;
    const address = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
    while (Date.now() < deadline) {
      const answer = await fetch(`http://${address}:${port}/health`, { signal: AbortSignal.timeout(1_000) }).catch(() => null);
      if (answer?.ok) {
        answered = true;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The backend did not answer on port ${port} within ${START_LIMIT_MS / 1000} s.`);
  })();
  return { ready: Promise.race([healthy, exitedBeforeReady]), stop: () => backend.stop(), pid: () => backend.child?.pid };
}
