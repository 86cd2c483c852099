/**
 * A throwaway PostgreSQL server for tests: `initdb` into a temporary folder, `postgres` on a free
 * loopback port (its socket in that folder too, fsync off), the migrations applied once to a
 * template database, and a fresh copy of it per caller (`create database ... template`, a file
 * copy: a fraction of a second). Stopped and deleted after the test file, or by a watchdog when the
 * test process dies first.
 *
 *   const url = await postgresDatabase();   // a migrated database of its own, on this file's server
 *
 * The binaries are Debian's `postgresql` package (`apt-get install -y postgresql`, as .ci/run does).
 */
import pg from 'pg';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openDatabase } from '../local/database';
import { freePort } from 'tooling/lib/free-port';

const INSTALL = "install it with 'apt-get install -y postgresql' (see .ci/run)";
/** How long a fresh server may take to accept connections on a busy 2-core machine. */
const START_TIME_LIMIT_MS = 30_000;

/** Where the server's programs are: `pg_config --bindir`, else Debian's PostgreSQL 15. */
function binDir(): string {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [fromConfig.status === 0 ? fromConfig.stdout.trim() : '', '/usr/lib/postgresql/15/bin'];
  const found = candidates.find((dir) => dir && existsSync(join(dir, 'postgres')) && existsSync(join(dir, 'initdb')));
  if (!found) throw new Error(`PostgreSQL is not installed (no postgres or initdb in ${candidates.filter(Boolean).join(' or ')}): ${INSTALL}.`);
  return found;
}


/** Postgres refuses to run as root, so as root (CI) its programs run as the postgres user. */
const asRoot = userInfo().uid === 0;
const command = (program: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args]);

export interface PostgresCluster {
  /** A new database with every migration applied, as a connection string for the superuser. */
  database(): Promise<string>;
  stop(): Promise<void>;
}

async function startCluster(): Promise<PostgresCluster> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'noirelle-postgres-'));
  if (asRoot) chownSync(root, ...postgresUser());
  const dataDir = join(root, 'data');
  const init = spawnSync(...command(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']), { encoding: 'utf8' });
  if (init.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`initdb failed (${init.error?.message ?? `exit ${init.status}`}): ${init.stderr}`);
  }
  const port = await freePort();
  // Durability is of no use to a database deleted after the test: fsync off makes it fast.
  const settings = ['listen_addresses=127.0.0.1', `unix_socket_directories=${root}`, 'fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=200', 'shared_buffers=32MB'];
  const server: ChildProcess = spawn(...command(join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])]), { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  // The server's own process (runuser forks it): what the watchdog and stop() signal.
  const postmasterPid = () => {
    try {
      return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
    } catch {
      return null;
    }
  };
  // A test process killed outright runs no afterAll: this shell outlives it, then stops the server
  // at once (SIGQUIT) and deletes the folder.
  const watchdog = spawn('sh', ['-c', `while kill -0 ${process.pid} 2>/dev/null && [ -d "$1" ]; do sleep 1; done; pid=$(head -1 "$1/data/postmaster.pid" 2>/dev/null) && kill -QUIT "$pid" 2>/dev/null; sleep 2; rm -rf "$1"`, 'watchdog', root], { detached: true, stdio: 'ignore' });
  watchdog.unref();

  const stop = async () => {
    const pid = postmasterPid();
    // Fast shutdown: the connections still open are ended, nothing is written for a next start.
    if (pid) process.kill(pid, 'SIGINT');
    else server.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(root, { recursive: true, force: true });
  };

  const url = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + START_TIME_LIMIT_MS;
  for (;;) {
    if (server.exitCode !== null) {
      rmSync(root, { recursive: true, force: true });
      throw new Error(`postgres exited (${server.exitCode}) before accepting connections:\n${log}`);
    }
    const probe = new pg.Client({ connectionString: url('postgres'), connectionTimeoutMillis: 1_000 });
    const ready = await probe.connect().then(() => true, () => false);
    await probe.end().catch(() => {});
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`postgres did not accept connections within ${START_TIME_LIMIT_MS / 1000} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const admin = new pg.Client({ connectionString: url('postgres') });
  try {
    await admin.connect();
    await admin.query('create database migrated');
    const template = await openDatabase(url('migrated'));
    await template.close();
  } catch (failure) {
    await admin.end().catch(() => {});
    await stop();
    throw failure;
  }
  let copies = 0;
  return {
    async database() {
      const name = `test_${++copies}`;
      // One copy at a time: the template may have no other session while it is copied.
      await admin.query(`create database ${name} template migrated`);
      return url(name);
    },
    async stop() {
      await admin.end().catch(() => {});
      await stop();
    },
  };
}

function postgresUser(): [number, number] {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const [uid, gid] = [id('-u'), id('-g')];
  if (!Number.isInteger(uid) || uid <= 0) throw new Error(`There is no postgres user to run PostgreSQL as: ${INSTALL}.`);
  return [uid, gid];
}

let cluster: Promise<PostgresCluster> | undefined;
// Registered by the test file that imports this module: its server goes with it.
afterAll(async () => {
  const started = cluster;
  cluster = undefined;
  // A server that never started has nothing to stop (its tests failed with the reason).
  if (started) await (await started.catch(() => null))?.stop();
});

/** This test file's server, started on first use. */
export function postgresCluster(): Promise<PostgresCluster> {
  cluster ??= startCluster();
  return cluster;
}

/** A fresh database, every migration applied, on this test file's PostgreSQL server. */
export async function postgresDatabase(): Promise<string> {
  return (await postgresCluster()).database();
}
