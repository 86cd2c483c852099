import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The edge functions as Supabase runs them: each `functions/{name}/index.ts`, the very entry
 * `supabase functions deploy` uploads, in its own Deno process (the `deno` package from npm), with
 * the environment Supabase gives a function (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY and the
 * project's secrets). The local backend is their gateway (./server.ts): it checks the key, sets
 * X-Forwarded-For and passes the request on, preflights included, as Supabase's does.
 */

const supabaseDir = fileURLToPath(new URL('..', import.meta.url));
const functionsDir = join(supabaseDir, 'functions');

/** The deno binary the npm package installs beside its package.json (its bin.cjs only execs it). */
const denoBinary = join(dirname(createRequire(import.meta.url).resolve('deno/package.json')), process.platform === 'win32' ? 'deno.exe' : 'deno');

/** Supabase's layout: every folder of functions/ with an index.ts, except the `_shared` code. */
export const edgeFunctionNames = (): string[] =>
  readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();

/** Every Deno process started here, stopped with this process however it ends (npm start's Ctrl-C included). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Long enough for Deno's first start on a fresh machine, which transpiles the module graph once. */
const START_TIMEOUT_MS = 60_000;

export interface EdgeFunction {
  readonly name: string;
  /** The function's origin, starting it again first if it stopped (as Supabase starts a new worker). */
  origin(): Promise<string>;
  /** The running Deno process's id, if one runs. */
  readonly pid: number | undefined;
  stop(): void;
}

/**
 * One function in Deno. `Deno.serve` in the entry listens where DENO_SERVE_ADDRESS says (port 0: any
 * free port), and says where on stderr; only net and env are allowed, as on Supabase.
 */
export function edgeFunction(name: string, env: Readonly<Record<string, string | undefined>>): EdgeFunction {
  let child: ChildProcess | undefined;
  let starting: Promise<string> | undefined;

  const start = () =>
    new Promise<string>((resolve, reject) => {
      const process_ = spawn(denoBinary, ['run', '--allow-net', '--allow-env', '--import-map', 'functions/import_map.json', `functions/${name}/index.ts`], {
        cwd: supabaseDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
          ...env,
          DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'inherit', 'pipe'],
      });
      child = process_;
      running.add(process_);
      let said = '';
      let listening = false;
      const timer = setTimeout(() => {
        process_.kill('SIGKILL');
        reject(new Error(`Edge function ${name} did not start within ${START_TIMEOUT_MS} ms: ${said}`));
      }, START_TIMEOUT_MS);
      process_.stderr!.on('data', (chunk: Buffer) => {
        if (listening) {
          // The function's own logs (console.error in a handler, which names the function), as `supabase functions serve` shows them.
          process.stderr.write(chunk);
          return;
        }
        said += chunk.toString();
        const address = /Listening on (http:\/\/[^\s/]+)/.exec(said);
        if (address) {
          listening = true;
          clearTimeout(timer);
          resolve(address[1]!);
        }
      });
      process_.once('error', (failure) => {
        clearTimeout(timer);
        reject(failure);
      });
      process_.once('exit', (code, signal) => {
        clearTimeout(timer);
        running.delete(process_);
        if (child === process_) {
          child = undefined;
          starting = undefined;
        }
        if (!listening) reject(new Error(`Edge function ${name} exited (${signal ?? code}) before listening: ${said}`));
        else if (signal !== 'SIGKILL') console.error(`[${name}] stopped (${signal ?? code}); the next request starts it again.`);
      });
    });

  return {
    name,
    get pid() {
      return child?.pid;
    },
    origin: () =>
      (starting ??= start().catch((failure: unknown) => {
        starting = undefined;
        throw failure;
      })),
    stop: () => {
      const stopping = child;
      child = undefined;
      starting = undefined;
      stopping?.kill('SIGKILL');
    },
  };
}
